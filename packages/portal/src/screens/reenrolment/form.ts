// Form values <-> the API: the account as fetchAccountsByPerson gives it becomes the form's family, and the
// finished form becomes offerEnquiry's input (children by id or new, relationships by the child's position).
import { ZERO_UUID, type PhoneType, type RelationshipType } from '@cc/core';
import { toProgramScheduleInput } from '@cc/programs/input';
import type { OfferEnquiryInput, ReEnrolmentContactInput } from '@cc/ui/schema-types';
import type { ReEnrolmentFamilyQuery } from './reEnrolment.graphql.generated';
import type { ContactValues, FamilyChildValues, ReEnrolmentFormValues, RelationshipValues } from './form-values';

export type FamilyAccount = ReEnrolmentFamilyQuery['fetchAccountsByPerson']['items'][number];
type AccountContact = FamilyAccount['contacts'][number];

const randomKey = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export const newKey = randomKey;
export const newIdempotencyKey = (): string => `reenrol-${randomKey()}`;

/** A relationship for a child the family just listed the contact for: primary contacts hold every permission. */
export function newRelationship(childKey: string, primary: boolean): RelationshipValues {
  return {
    childKey,
    relationship: '',
    liveWith: primary,
    emergencyContact: primary,
    permissionToPickUp: primary,
    giveMedicalTreatment: primary,
    giveAmbulanceTransportation: primary,
    giveConsentRegularOutings: primary,
  };
}

export const emptyContact = (): ContactValues => ({
  key: randomKey(),
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: { number: '', type: 'Mobile' },
  relationships: [],
});

/**
 * A contact as the form opens it: listed for no child yet. (What the account knows of their place in each child's
 * life comes back as a child is chosen, knownRelationship.) The form's initial values hold no relationships on
 * purpose: react-final-form puts a field that mounts without state back to its initial value, which would bring an
 * old listing back after the family changed centre.
 */
function contactValues(contact: AccountContact): ContactValues {
  return {
    key: contact.id,
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? '',
    phoneNumber: { number: contact.phoneNumber ?? '', type: (contact.phoneType as PhoneType | null) ?? 'Mobile' },
    relationships: [],
  };
}

/** The form as it opens: the account's children (none chosen yet) and contacts, the request's batch. */
export function initialValues(args: {
  businessId: string;
  account: FamilyAccount;
  batchId?: string;
}): ReEnrolmentFormValues {
  const familyChildren: FamilyChildValues[] = args.account.children.map((child) => ({
    key: child.id,
    id: child.id,
    firstName: child.firstName,
    lastName: child.lastName,
    dateOfBirth: child.dateOfBirth,
  }));
  const contacts = args.account.contacts.map(contactValues);
  return {
    businessId: args.businessId,
    accountId: args.account.id,
    selectedCenter: undefined,
    familyChildren,
    children: [],
    selectedProgramGroup: [],
    cwaConsent: false,
    primaryContacts: contacts.filter((_, i) => args.account.contacts[i]!.isPrimary),
    contacts: contacts.filter((_, i) => !args.account.contacts[i]!.isPrimary),
    hasContact: null,
    reenrollmentBatchId: args.batchId,
    familyReceivesSubsidy: null,
    tcAgreed: false,
  };
}

/**
 * Choosing a centre starts the choice again (spec: it clears children and contacts): no child is chosen, no
 * contact is listed for anyone, and the primary contacts linked to that centre are listed for the children as they
 * are chosen. The account's own contacts stay available to choose.
 */
export function withCentre(
  values: ReEnrolmentFormValues,
  centre: { id: string; name: string },
  account: FamilyAccount,
): ReEnrolmentFormValues {
  const fresh = initialValues({ businessId: values.businessId, account, batchId: values.reenrollmentBatchId });
  const added = (list: ContactValues[]) => list.filter((contact) => !contact.id);
  return {
    ...values,
    selectedCenter: { id: centre.id, name: centre.name },
    familyChildren: [...fresh.familyChildren, ...values.familyChildren.filter((child) => !child.id)],
    children: [],
    selectedProgramGroup: [],
    primaryContacts: [...fresh.primaryContacts, ...added(values.primaryContacts)].map((c) => ({
      ...c,
      relationships: [],
    })),
    contacts: [...fresh.contacts, ...added(values.contacts)].map((c) => ({ ...c, relationships: [] })),
  };
}

/** The primary contacts linked to the centre (all of them when none is: the family's parents stay its parents). */
export function presetPrimaryKeys(account: FamilyAccount, centreId: string): Set<string> {
  const primaries = account.contacts.filter((contact) => contact.isPrimary);
  const linked = primaries.filter((contact) => contact.centerIds.includes(centreId));
  return new Set((linked.length > 0 ? linked : primaries).map((contact) => contact.id));
}

function contactInput(
  contact: ContactValues,
  childIndex: ReadonlyMap<string, number>,
  primary: boolean,
): ReEnrolmentContactInput {
  return {
    id: contact.id ?? null,
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim() === '' && !primary ? null : contact.email.trim(),
    phoneNumber: {
      number: contact.phoneNumber.number.trim(),
      type: (contact.phoneNumber.type || 'Mobile') as PhoneType,
    },
    relationships: contact.relationships.flatMap((r) => {
      const index = childIndex.get(r.childKey);
      return index === undefined
        ? []
        : [
            {
              childIndex: index,
              relationship: (r.relationship || 'parent') as RelationshipType,
              liveWith: r.liveWith,
              emergencyContact: r.emergencyContact,
              permissionToPickUp: r.permissionToPickUp,
              giveMedicalTreatment: r.giveMedicalTreatment,
              giveAmbulanceTransportation: r.giveAmbulanceTransportation,
              giveConsentRegularOutings: r.giveConsentRegularOutings,
            },
          ];
    }),
  };
}

/** offerEnquiry's input. Only contacts listed for a chosen child are sent; the others are left as they are. */
export function toOfferEnquiryInput(values: ReEnrolmentFormValues, idempotencyKey: string): OfferEnquiryInput {
  const childIndex = new Map(values.children.map((child, i) => [child.key, i]));
  const listed = (list: ContactValues[]) =>
    list.filter((contact) => contact.relationships.some((r) => childIndex.has(r.childKey)));
  return {
    idempotencyKey,
    accountId: values.accountId,
    businessId: values.businessId,
    selectedCenter: { id: values.selectedCenter?.id ?? ZERO_UUID },
    children: values.children.map((child) => ({
      id: child.id ?? null,
      firstName: child.firstName.trim(),
      lastName: child.lastName.trim(),
      dateOfBirth: child.dateOfBirth,
      programSchedules: child.programSchedules.map(toProgramScheduleInput),
    })),
    primaryContacts: listed(values.primaryContacts).map((c) => contactInput(c, childIndex, true)),
    contacts: values.hasContact === false ? [] : listed(values.contacts).map((c) => contactInput(c, childIndex, false)),
    reenrollmentBatchId: values.reenrollmentBatchId ?? null,
    familyReceivesSubsidy: values.familyReceivesSubsidy ?? null,
    cwaConsent: values.cwaConsent,
    tcAgreed: values.tcAgreed,
  };
}

/** What the account knows of a contact's place in a child's life, as the form lists it for that child. */
export function knownRelationship(
  account: FamilyAccount,
  contact: ContactValues,
  child: FamilyChildValues,
  primary: boolean,
): RelationshipValues {
  const known =
    contact.id && child.id
      ? account.contacts.find((c) => c.id === contact.id)?.relationships.find((r) => r.childId === child.id)
      : undefined;
  if (!known) return newRelationship(child.key, primary);
  const { childId: _childId, __typename: _type, ...rest } = known as typeof known & { __typename?: string };
  return { ...rest, childKey: child.key, relationship: known.relationship as RelationshipType };
}

/**
 * Choosing a child: it joins `children` (in the family's order) with no schedule yet, and the primary contacts
 * linked to the centre are listed for it, with what the family said about them before.
 */
export function selectChild(
  values: ReEnrolmentFormValues,
  child: FamilyChildValues,
  account: FamilyAccount,
  centreId: string,
): Pick<ReEnrolmentFormValues, 'children' | 'primaryContacts'> {
  const chosen = new Set([...values.children.map((c) => c.key), child.key]);
  const existing = new Map(values.children.map((c) => [c.key, c]));
  const children = values.familyChildren
    .filter((c) => chosen.has(c.key))
    .map((c) => existing.get(c.key) ?? { ...c, programSchedules: [] });
  const preset = presetPrimaryKeys(account, centreId);
  const primaryContacts = values.primaryContacts.map((contact) => {
    if (!contact.id || !preset.has(contact.id) || contact.relationships.some((r) => r.childKey === child.key)) {
      return contact;
    }
    return { ...contact, relationships: [...contact.relationships, knownRelationship(account, contact, child, true)] };
  });
  return { children, primaryContacts };
}

/** Setting a child aside: its schedules go, and so does every contact's listing for it. */
export function deselectChild(
  values: ReEnrolmentFormValues,
  childKey: string,
): Pick<ReEnrolmentFormValues, 'children' | 'primaryContacts' | 'contacts'> {
  const unlist = (list: ContactValues[]) =>
    list.map((contact) =>
      contact.relationships.some((r) => r.childKey === childKey)
        ? { ...contact, relationships: contact.relationships.filter((r) => r.childKey !== childKey) }
        : contact,
    );
  return {
    children: values.children.filter((child) => child.key !== childKey),
    primaryContacts: unlist(values.primaryContacts),
    contacts: unlist(values.contacts),
  };
}
