import type { FieldError } from '../validation/result';

// A module apart from the contact rules: the enquiry's first screen checks added children, not contacts.
const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

export interface AddedChild {
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
}

/**
 * The add-child dialog refuses a child with the same first name, last name and date of birth as one already
 * listed: "You have already added {name}." Names compare trimmed and case-insensitively.
 */
export function addChildDuplicateError(child: AddedChild, listed: ReadonlyArray<AddedChild>): FieldError | undefined {
  const same = (a: AddedChild) =>
    norm(a.firstName) === norm(child.firstName) &&
    norm(a.lastName) === norm(child.lastName) &&
    (a.dateOfBirth ?? '').trim() === (child.dateOfBirth ?? '').trim();
  if (!listed.some(same)) return undefined;
  const name = `${(child.firstName ?? '').trim()} ${(child.lastName ?? '').trim()}`.trim();
  return { path: '', key: 'child-already-added', values: { name } };
}
