import { ZERO_UUID } from '../domain/enums';

/** True for the all-zero UUID, the spec's marker for a new or placeholder id (any letter case). */
export function isZeroUuid(id: string | null | undefined): boolean {
  // Stryker disable next-line MethodExpression: the zero id has no letters, so upper or lower case reads the same
  return typeof id === 'string' && id.trim().toLowerCase() === ZERO_UUID;
}

/**
 * A program row for a child that has no id yet is keyed by the child's fullName: first and last name joined by
 * a dollar sign, so a name containing spaces still splits back into its two parts.
 */
export function programFullName(firstName: string, lastName: string): string {
  return `${firstName.trim()}$${lastName.trim()}`;
}

/**
 * New children get a temporary id made of their first and last name. It is the same string as their program
 * fullName, which is why a child whose id equals its fullName counts as new.
 */
export function temporaryChildId(firstName: string, lastName: string): string {
  return programFullName(firstName, lastName);
}

export interface ChildIdentity {
  id?: string | null;
  fullName?: string | null;
  isNew?: boolean | null;
}

/** A child is new when its id is missing, is the all-zero id, equals its fullName, or isNew is set. */
export function isNewChild(child: ChildIdentity): boolean {
  if (child.isNew === true) return true;
  const id = child.id?.trim();
  if (!id) return true;
  if (isZeroUuid(id)) return true;
  return typeof child.fullName === 'string' && child.fullName.trim() !== '' && id === child.fullName.trim();
}

/** Which submit the children are mapped for: the enquiry submit sends children without any id. */
export type SubmitKind = 'enquiry' | 'other';

/**
 * The id a child carries on submit: its own id when it already exists, the all-zero UUID when it is new.
 * `undefined` means the field is left out (every child of the enquiry submit).
 */
export function submitChildId(child: ChildIdentity, kind: SubmitKind): string | undefined {
  if (kind === 'enquiry') return undefined;
  return isNewChild(child) ? ZERO_UUID : (child.id as string).trim();
}

/** Maps a child for submit: only the id changes, as `submitChildId` says; other fields are the caller's to pick. */
export function toSubmitChild<T extends ChildIdentity>(child: T, kind: SubmitKind): Omit<T, 'id'> & { id?: string } {
  const { id: _id, ...rest } = child;
  const id = submitChildId(child, kind);
  return id === undefined ? rest : { ...rest, id };
}
