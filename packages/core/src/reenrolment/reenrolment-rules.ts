import { contactCountErrors, type SecondContactSettings } from '../counts';
import { isZeroUuid } from '../identity';
import { validateChildrenHavePrograms } from '../program-selection';
import { addChildDuplicateError, duplicateContactErrors, primaryContactEmailErrors } from '../uniqueness';
import type { FieldError } from '../validation/result';
import type { ReEnrolmentSubmission } from './reenrolment-submission';

/** The second-contact section's minimums when a business sets none (document 1, section 5: mock data 1, 1, 1). */
export const DEFAULT_SECOND_CONTACT_SETTINGS: SecondContactSettings = {
  minContacts: 1,
  minEmergencyContactPerChild: 1,
  minPermissionToPickUpPerChild: 1,
};

/** An id naming an existing record: present and not the all-zero placeholder of a new one. */
export const existingId = (id: string | null | undefined): string | undefined =>
  id && !isZeroUuid(id) ? id.toLowerCase() : undefined;

/** A child listed twice (by id, or a new one by names and date of birth), or a program twice for one child. */
function repeatedChildren(children: ReEnrolmentSubmission['children']): FieldError[] {
  const errors: FieldError[] = [];
  const ids = children.map((child) => existingId(child.id));
  children.forEach((child, i) => {
    const id = ids[i];
    const repeated = id ? ids.indexOf(id) !== i : addChildDuplicateError(child, children.slice(0, i)) !== undefined;
    if (repeated) errors.push({ path: `children.${i}`, key: 'child-already-added' });
    const programs = child.programSchedules.map((schedule) => schedule.programId.toLowerCase());
    programs.forEach((programId, j) => {
      if (programs.indexOf(programId) !== j) {
        errors.push({ path: `children.${i}.programSchedules.${j}.programId`, key: 'invalid' });
      }
    });
  });
  return errors;
}

type Contact = ReEnrolmentSubmission['contacts'][number];

/** Each relationship names a submitted child, at most once per contact. */
function relationshipErrors(list: string, contacts: readonly Contact[], childCount: number): FieldError[] {
  return contacts.flatMap((contact, i) => {
    const indexes = contact.relationships.map((r) => r.childIndex);
    return indexes.flatMap((childIndex, j) =>
      childIndex < 0 || childIndex >= childCount || indexes.indexOf(childIndex) !== j
        ? [{ path: `${list}.${i}.relationships.${j}.childIndex`, key: 'invalid' }]
        : [],
    );
  });
}

/** An existing contact is either primary or secondary, once. */
function repeatedContactIds(input: ReEnrolmentSubmission): FieldError[] {
  const listed = [
    ...input.primaryContacts.map((c, i) => ({ path: `primaryContacts.${i}.id`, id: existingId(c.id) })),
    ...input.contacts.map((c, i) => ({ path: `contacts.${i}.id`, id: existingId(c.id) })),
  ];
  return listed
    .filter(({ id }, k) => id !== undefined && listed.findIndex((other) => other.id === id) !== k)
    .map(({ path }) => ({ path, key: 'invalid' }));
}

/**
 * The rules across a well-formed re-enrolment's fields: each child with a program, nobody listed twice, a primary
 * contact with an email (unique among them), secondary contacts that are nobody already listed and meet the
 * business's minimum counts per child, the care agreement consent when a schedule is chosen, and the terms.
 */
export function reEnrolmentRuleErrors(
  input: ReEnrolmentSubmission,
  settings: SecondContactSettings = DEFAULT_SECOND_CONTACT_SETTINGS,
): FieldError[] {
  const errors: FieldError[] = [...validateChildrenHavePrograms(input.children), ...repeatedChildren(input.children)];
  input.primaryContacts.forEach((contact, i) => {
    if (!contact.email) errors.push({ path: `primaryContacts.${i}.email`, key: 'required' });
  });
  errors.push(...primaryContactEmailErrors(input.primaryContacts));
  errors.push(...duplicateContactErrors(input.contacts, input.primaryContacts));
  errors.push(...repeatedContactIds(input));
  const childCount = input.children.length;
  errors.push(...relationshipErrors('primaryContacts', input.primaryContacts, childCount));
  errors.push(...relationshipErrors('contacts', input.contacts, childCount));
  // The counts are over the secondary contacts, per submitted child (named by position: new children have no id).
  const counted = input.contacts.map((contact) => ({
    relationships: contact.relationships.map((r) => ({ ...r, childId: String(r.childIndex) })),
  }));
  const children = input.children.map((child, i) => ({
    id: String(i),
    name: `${child.firstName.trim()} ${child.lastName.trim()}`,
  }));
  errors.push(...contactCountErrors(counted, children, settings, input.contacts.length > 0));
  const anySchedule = input.children.some((child) => child.programSchedules.length > 0);
  if (anySchedule && input.cwaConsent !== true) errors.push({ path: 'cwaConsent', key: 'required' });
  if (input.tcAgreed !== true) errors.push({ path: 'tcAgreed', key: 'required' });
  return errors;
}
