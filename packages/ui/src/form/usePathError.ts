import { ARRAY_ERROR, getIn } from 'final-form';
import { useFormState } from 'react-final-form';
import { useShowErrors } from './ShowErrorsContext';

/**
 * The error at a form path that holds an object or a list (a contact, the children), read from the form's state.
 * A field registered at such a path would be put back to the form's initial value as it mounts (react-final-form),
 * wiping what the family chose on an earlier step; reading the errors registers nothing. Shown once the step asked
 * for its errors, or when the server named the path.
 */
export function usePathError(path: string): unknown {
  const showErrors = useShowErrors();
  const { errors, submitErrors } = useFormState({ subscription: { errors: true, submitErrors: true } });
  const submitted = at(submitErrors, path);
  if (submitted !== undefined) return submitted;
  return showErrors ? at(errors, path) : undefined;
}

/** A list's own error is final-form's ARRAY_ERROR on the list (@cc/ui's toFormErrors puts it there). */
function at(errors: object | undefined, path: string): unknown {
  const found = getIn(errors ?? {}, path) as unknown;
  return Array.isArray(found) ? (found as { [ARRAY_ERROR]?: unknown })[ARRAY_ERROR] : found;
}
