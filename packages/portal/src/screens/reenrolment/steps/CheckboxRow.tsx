import type { ReactNode } from 'react';
import { useField } from 'react-final-form';

/**
 * A native checkbox bound to a form path, its label beside it. (react-final-form's <Field> would bring its whole
 * component into the runtime every flow loads; useField is there already.)
 */
export function CheckboxRow({ name, testId, children }: { name: string; testId?: string; children: ReactNode }) {
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  return (
    <label className="cc-reenrol-check">
      <input
        type="checkbox"
        checked={input.checked === true}
        data-testid={testId}
        onChange={(event) => input.onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
