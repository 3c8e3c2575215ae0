// The re-enrolment's step validators, composed from @cc/core's rules; each returns FieldErrors with dotted paths
// into ReEnrolmentFormValues and keys the catalogues translate. offerEnquiry checks the same rules again.
import {
  checkStruct,
  contactCountErrors,
  duplicateContactErrors,
  Email,
  PersonName,
  personDisplayName as displayName,
  primaryContactEmailErrors,
  type FieldError,
  type SecondContactSettings,
} from '@cc/core';
import type { PhoneRules } from '@cc/ui';
import { object } from 'superstruct';
import type { ContactValues, ReEnrolmentFormValues } from './form-values';
import { contactsStepMessages, reEnrolmentMessages } from './messages';

const Names = object({ firstName: PersonName, lastName: PersonName });

function prefixed(result: ReturnType<typeof checkStruct>, prefix: string): FieldError[] {
  if (result.ok) return [];
  return result.errors.map((error) => ({ ...error, path: [prefix, error.path].filter(Boolean).join('.') }));
}

export function validateCentreStep(values: ReEnrolmentFormValues): FieldError[] {
  return values.selectedCenter ? [] : [{ path: 'selectedCenter', key: reEnrolmentMessages.selectCentre.id }];
}

export interface ChildrenStepContext {
  askSubsidy: boolean;
  /** The lead re-enrolment restrictions flag is on and the account's balance is overdue. */
  balanceOverdue: boolean;
}

/** At least one child ("Please select at least one child"), the subsidy answer when asked, and no overdue balance. */
export function validateChildrenStep(values: ReEnrolmentFormValues, context: ChildrenStepContext): FieldError[] {
  if (context.balanceOverdue) return [{ path: 'children', key: 'balance-overdue' }];
  const errors: FieldError[] = [];
  if (values.children.length === 0) errors.push({ path: 'children', key: 'at-least-one-child' });
  if (context.askSubsidy && typeof values.familyReceivesSubsidy !== 'boolean') {
    errors.push({ path: 'familyReceivesSubsidy', key: 'required' });
  }
  return errors;
}

/** A contact the family adds or edits: names, a valid phone with its type, and an email (required for a primary). */
export function validateContact(contact: ContactValues, primary: boolean, phone: PhoneRules): FieldError[] {
  const errors = prefixed(checkStruct(Names, { firstName: contact.firstName, lastName: contact.lastName }), '');
  if (primary || contact.email.trim() !== '')
    errors.push(...prefixed(checkStruct(Email, contact.email.trim()), 'email'));
  errors.push(...phone.phoneErrors(contact.phoneNumber, 'phoneNumber'));
  return errors;
}

export interface ContactsStepContext {
  settings: SecondContactSettings;
  phone: PhoneRules;
}

/** Where a child's own contact errors show: under its "Contact for {child}" section. */
export const childContactsPath = (index: number) => `childContacts.${index}`;

/**
 * Per chosen child: at least one primary contact, and a relationship for everyone listed for them. Across the
 * family: the second-contact minimums over the secondary contacts (or the has-contact answer when none is needed),
 * no one listed twice ("This person is already listed as a contact."), one email per primary contact, and every
 * listed contact's own details valid.
 */
export function validateContactsStep(values: ReEnrolmentFormValues, context: ContactsStepContext): FieldError[] {
  const chosen = new Set(values.children.map((child) => child.key));
  const errors: FieldError[] = [];
  const listedFor = (contact: ContactValues) => contact.relationships.filter((r) => chosen.has(r.childKey));
  values.children.forEach((child, index) => {
    const hasPrimary = values.primaryContacts.some((c) => c.relationships.some((r) => r.childKey === child.key));
    if (!hasPrimary) {
      errors.push({
        path: childContactsPath(index),
        key: contactsStepMessages.needsPrimary.id,
        values: { name: displayName(child) },
      });
    }
  });
  const lists = [
    ['primaryContacts', values.primaryContacts, true],
    ['contacts', values.hasContact === false ? [] : values.contacts, false],
  ] as const;
  for (const [listPath, list, primary] of lists) {
    list.forEach((contact, i) => {
      const rels = listedFor(contact);
      if (rels.length === 0) return;
      for (const error of validateContact(contact, primary, context.phone)) {
        errors.push({ ...error, path: `${listPath}.${i}.${error.path}`.replace(/\.$/, '') });
      }
      contact.relationships.forEach((r, j) => {
        if (chosen.has(r.childKey) && r.relationship === '') {
          errors.push({ path: `${listPath}.${i}.relationships.${j}.relationship`, key: 'required' });
        }
      });
    });
  }
  const listedPrimaries = values.primaryContacts.filter((c) => listedFor(c).length > 0);
  const listedSecondaries = values.contacts.filter((c) => listedFor(c).length > 0);
  errors.push(
    ...primaryContactEmailErrors(listedPrimaries).map((error) => ({
      ...error,
      path: error.path.replace(/^primaryContacts\.(\d+)/, (_, n: string) => {
        const contact = listedPrimaries[Number(n)]!;
        return `primaryContacts.${values.primaryContacts.indexOf(contact)}`;
      }),
    })),
  );
  errors.push(
    ...duplicateContactErrors(listedSecondaries, listedPrimaries).map((error) => {
      const contact = listedSecondaries[Number(error.path.split('.')[1])]!;
      return { ...error, path: `contacts.${values.contacts.indexOf(contact)}` };
    }),
  );
  const counted = listedSecondaries.map((contact) => ({
    relationships: listedFor(contact).map((r) => ({
      childId: r.childKey,
      emergencyContact: r.emergencyContact,
      permissionToPickUp: r.permissionToPickUp,
    })),
  }));
  const named = values.children.map((child) => ({ id: child.key, name: displayName(child) }));
  // A child's own minimums show in the child's section; the family's (how many contacts) above them all.
  for (const error of contactCountErrors(counted, named, context.settings, values.hasContact, 'contacts')) {
    const index = error.values?.name === undefined ? -1 : named.findIndex((c) => c.name === error.values?.name);
    errors.push(index < 0 ? error : { ...error, path: childContactsPath(index) });
  }
  return errors;
}

/** The review's terms checkbox and the care agreement consent (given with the programs, shown again) are mandatory. */
export function validateReviewStep(values: ReEnrolmentFormValues): FieldError[] {
  const errors: FieldError[] = [];
  if (values.cwaConsent !== true) errors.push({ path: 'cwaConsent', key: 'required' });
  if (values.tcAgreed !== true) errors.push({ path: 'tcAgreed', key: 'required' });
  return errors;
}
