import type { FieldError } from '../validation/result';
import { groupsBelowMinimum } from './minimum-count';

export const COUNTS_ERROR_KEYS = [
  'min-contacts',
  'min-emergency-contact-per-child',
  'min-permission-to-pick-up-per-child',
  'repeatable-minimum',
] as const;
export type CountsErrorKey = (typeof COUNTS_ERROR_KEYS)[number];

/** Second-contact section metadata (the values come from the form schema; sample data uses 1, 1, 1). */
export interface SecondContactSettings {
  minContacts: number;
  minEmergencyContactPerChild: number;
  minPermissionToPickUpPerChild: number;
}

export interface ContactRelationship {
  childId: string;
  emergencyContact?: boolean | null;
  permissionToPickUp?: boolean | null;
}

export interface CountedContact {
  relationships?: ReadonlyArray<ContactRelationship> | null;
}

export interface CountedChild {
  id: string;
  /** Shown in the message, e.g. "Ava Smith". */
  name: string;
}

/** When no contact is required the form asks first whether the family has one (the yes/no "has contact"). */
export function asksHasContact(settings: Pick<SecondContactSettings, 'minContacts'>): boolean {
  return settings.minContacts === 0;
}

const hasTrue = (target: 'emergencyContact' | 'permissionToPickUp') => (contact: CountedContact, child: CountedChild) =>
  (contact.relationships ?? []).some((r) => r.childId === child.id && r[target] === true);

/**
 * The count rules of the second-contact section: at least minContacts contacts, and per child at least
 * minEmergencyContactPerChild emergency contacts and minPermissionToPickUpPerChild contacts allowed to pick up.
 * When the has-contact question is asked it must be answered; a "no" waives every count.
 */
export function contactCountErrors(
  contacts: readonly CountedContact[],
  children: readonly CountedChild[],
  settings: SecondContactSettings,
  hasContact?: boolean | null,
  path = 'contacts',
): FieldError[] {
  if (asksHasContact(settings)) {
    if (hasContact === undefined || hasContact === null) return [{ path: 'hasContact', key: 'required' }];
    if (!hasContact) return [];
  }
  const errors: FieldError[] = [];
  if (groupsBelowMinimum(contacts, ['all'], settings.minContacts, () => true).length > 0) {
    errors.push({ path, key: 'min-contacts', values: { min: settings.minContacts } });
  }
  const perChild = [
    ['min-emergency-contact-per-child', settings.minEmergencyContactPerChild, hasTrue('emergencyContact')],
    ['min-permission-to-pick-up-per-child', settings.minPermissionToPickUpPerChild, hasTrue('permissionToPickUp')],
  ] as const;
  for (const [key, min, isTarget] of perChild) {
    for (const child of groupsBelowMinimum(contacts, children, min, isTarget)) {
      errors.push({ path, key, values: { min, name: child.name } });
    }
  }
  return errors;
}
