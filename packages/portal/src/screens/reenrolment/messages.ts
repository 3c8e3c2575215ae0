import { defineMessages } from 'react-intl';

// The re-enrolment wizard's words. US wording; AU and CA read centre (and AU enrol) from src/lang. The spec's own
// texts: "confirm and continue", "Pay Now", "Contact for {child}", "Save and select", "Balance Overdue", the
// enrolment-form alert, and the payment and processing messages; the rest is ours.
type NoValues = Record<string, never>;
type Name = { name: string };

export const reEnrolmentMessages = defineMessages<{
  stepCentre: NoValues;
  stepChildren: NoValues;
  stepContacts: NoValues;
  stepPrograms: NoValues;
  stepReview: NoValues;
  confirmAndContinue: NoValues;
  payNow: NoValues;
  selectCentre: NoValues;
  noAccount: NoValues;
}>({
  stepCentre: { id: 'portal.reEnrolment.stepCentre', defaultMessage: 'Center' },
  stepChildren: { id: 'portal.reEnrolment.stepChildren', defaultMessage: 'Children' },
  stepContacts: { id: 'portal.reEnrolment.stepContacts', defaultMessage: 'Contacts' },
  stepPrograms: { id: 'portal.reEnrolment.stepPrograms', defaultMessage: 'Programs' },
  stepReview: { id: 'portal.reEnrolment.stepReview', defaultMessage: 'Review' },
  confirmAndContinue: { id: 'portal.reEnrolment.confirmAndContinue', defaultMessage: 'confirm and continue' },
  payNow: { id: 'portal.reEnrolment.payNow', defaultMessage: 'Pay Now' },
  selectCentre: { id: 'portal.reEnrolment.selectCentre', defaultMessage: 'Please select a center to continue.' },
  noAccount: {
    id: 'portal.reEnrolment.noAccount',
    defaultMessage: 'We could not find a family account for you. Please contact the center.',
  },
});

export const childrenStepMessages = defineMessages<{
  title: NoValues;
  intro: Name;
  unavailable: Name;
  addChild: NoValues;
  addTitle: NoValues;
  firstName: NoValues;
  lastName: NoValues;
  dateOfBirth: NoValues;
  cancel: NoValues;
  saveAndSelect: NoValues;
  subsidy: NoValues;
  newChild: NoValues;
  balanceTitle: NoValues;
  balanceBody: { amount: string; date: string };
  refresh: NoValues;
}>({
  title: { id: 'portal.reEnrolment.children.title', defaultMessage: 'Which children are you enrolling?' },
  intro: { id: 'portal.reEnrolment.children.intro', defaultMessage: 'Choose the children to enroll at {name}.' },
  unavailable: {
    id: 'portal.reEnrolment.children.unavailable',
    defaultMessage: 'No program available for {name} at this center.',
  },
  addChild: { id: 'portal.reEnrolment.children.add', defaultMessage: 'Add a child' },
  addTitle: { id: 'portal.reEnrolment.children.addTitle', defaultMessage: 'Add a child' },
  firstName: { id: 'portal.reEnrolment.children.firstName', defaultMessage: 'First name' },
  lastName: { id: 'portal.reEnrolment.children.lastName', defaultMessage: 'Last name' },
  dateOfBirth: { id: 'portal.reEnrolment.children.dateOfBirth', defaultMessage: 'Date of birth' },
  cancel: { id: 'portal.reEnrolment.children.cancel', defaultMessage: 'Cancel' },
  saveAndSelect: { id: 'portal.reEnrolment.children.saveAndSelect', defaultMessage: 'Save and select' },
  subsidy: {
    id: 'portal.reEnrolment.children.subsidy',
    defaultMessage: 'Does your family receive a child care subsidy?',
  },
  newChild: { id: 'portal.reEnrolment.children.new', defaultMessage: 'New' },
  balanceTitle: { id: 'balance-overdue', defaultMessage: 'Balance Overdue' },
  balanceBody: {
    id: 'portal.reEnrolment.children.balanceBody',
    defaultMessage:
      'Your account has an overdue balance of {amount} (due {date}). Please pay it or contact the center, then refresh this page to continue.',
  },
  refresh: { id: 'portal.reEnrolment.children.refresh', defaultMessage: 'Refresh page' },
});

export const contactsStepMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  contactFor: { child: string };
  primary: NoValues;
  primaryHint: NoValues;
  others: NoValues;
  othersHint: NoValues;
  noOthers: NoValues;
  add: NoValues;
  edit: Name;
  addTitle: NoValues;
  editTitle: NoValues;
  isPrimary: NoValues;
  email: NoValues;
  firstName: NoValues;
  lastName: NoValues;
  save: NoValues;
  cancel: NoValues;
  relationship: { child: string };
  chooseRelationship: NoValues;
  liveWith: NoValues;
  emergencyContact: NoValues;
  permissionToPickUp: NoValues;
  giveMedicalTreatment: NoValues;
  giveAmbulanceTransportation: NoValues;
  giveConsentRegularOutings: NoValues;
  hasContact: NoValues;
  needsPrimary: Name;
  relationshipType: { type: string };
}>({
  title: { id: 'portal.reEnrolment.contacts.title', defaultMessage: 'Who can we contact?' },
  intro: {
    id: 'portal.reEnrolment.contacts.intro',
    defaultMessage: 'Choose the contacts for each child. Changes are saved to your family when you submit.',
  },
  contactFor: { id: 'portal.reEnrolment.contacts.contactFor', defaultMessage: 'Contact for {child}' },
  primary: { id: 'portal.reEnrolment.contacts.primary', defaultMessage: 'Primary contacts' },
  primaryHint: {
    id: 'portal.reEnrolment.contacts.primaryHint',
    defaultMessage: 'Full authority; contacted first for billing and emergencies.',
  },
  others: { id: 'portal.reEnrolment.contacts.others', defaultMessage: 'Other contacts' },
  othersHint: {
    id: 'portal.reEnrolment.contacts.othersHint',
    defaultMessage: 'People who may collect the child or be called in an emergency.',
  },
  noOthers: { id: 'portal.reEnrolment.contacts.noOthers', defaultMessage: 'No other contacts yet.' },
  add: { id: 'portal.reEnrolment.contacts.add', defaultMessage: 'Add a contact' },
  edit: { id: 'portal.reEnrolment.contacts.edit', defaultMessage: 'Edit {name}' },
  addTitle: { id: 'portal.reEnrolment.contacts.addTitle', defaultMessage: 'Add a contact' },
  editTitle: { id: 'portal.reEnrolment.contacts.editTitle', defaultMessage: 'Edit contact' },
  isPrimary: { id: 'portal.reEnrolment.contacts.isPrimary', defaultMessage: 'Primary contact (full authority)' },
  email: { id: 'portal.reEnrolment.contacts.email', defaultMessage: 'Email' },
  firstName: { id: 'portal.reEnrolment.contacts.firstName', defaultMessage: 'First name' },
  lastName: { id: 'portal.reEnrolment.contacts.lastName', defaultMessage: 'Last name' },
  save: { id: 'portal.reEnrolment.contacts.save', defaultMessage: 'Save' },
  cancel: { id: 'portal.reEnrolment.contacts.cancel', defaultMessage: 'Cancel' },
  relationship: { id: 'portal.reEnrolment.contacts.relationship', defaultMessage: 'Relationship to {child}' },
  chooseRelationship: { id: 'portal.reEnrolment.contacts.chooseRelationship', defaultMessage: 'Choose…' },
  liveWith: { id: 'portal.reEnrolment.contacts.liveWith', defaultMessage: 'Lives with the child' },
  emergencyContact: { id: 'portal.reEnrolment.contacts.emergencyContact', defaultMessage: 'Emergency contact' },
  permissionToPickUp: { id: 'portal.reEnrolment.contacts.permissionToPickUp', defaultMessage: 'May pick up' },
  giveMedicalTreatment: {
    id: 'portal.reEnrolment.contacts.giveMedicalTreatment',
    defaultMessage: 'May consent to medical treatment',
  },
  giveAmbulanceTransportation: {
    id: 'portal.reEnrolment.contacts.giveAmbulanceTransportation',
    defaultMessage: 'May consent to ambulance transport',
  },
  giveConsentRegularOutings: {
    id: 'portal.reEnrolment.contacts.giveConsentRegularOutings',
    defaultMessage: 'May consent to regular outings',
  },
  hasContact: {
    id: 'portal.reEnrolment.contacts.hasContact',
    defaultMessage: 'Do you have another contact for your children?',
  },
  needsPrimary: {
    id: 'portal.reEnrolment.contacts.needsPrimary',
    defaultMessage: 'Please choose at least one primary contact for {name}.',
  },
  relationshipType: {
    id: 'portal.reEnrolment.contacts.relationshipType',
    defaultMessage:
      '{type, select, parent {Parent} sibling {Sibling} stepparent {Step-parent} grandparent {Grandparent} relative {Relative} fosterparent {Foster parent} legalguardian {Legal guardian} familyfriend {Family friend} caretaker {Caretaker} other {{type}}}',
  },
});

export const reviewStepMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  terms: NoValues;
  formInfo: NoValues;
  contacts: NoValues;
}>({
  title: { id: 'portal.reEnrolment.review.title', defaultMessage: 'Review your re-enrollment' },
  intro: {
    id: 'portal.reEnrolment.review.intro',
    defaultMessage: 'Please check everything before you continue. Use Back to change anything.',
  },
  terms: { id: 'portal.reEnrolment.review.terms', defaultMessage: 'I agree to the terms and conditions' },
  formInfo: {
    id: 'portal.reEnrolment.review.formInfo',
    defaultMessage: 'Your place will not be confirmed until this form is completed and reviewed by the center.',
  },
  contacts: { id: 'portal.reEnrolment.review.contacts', defaultMessage: 'Contacts' },
});

export const finishMessages = defineMessages<{
  processing: NoValues;
  paid: NoValues;
  dueNow: { amount: string };
  payNow: NoValues;
  viewOffer: NoValues;
  failedTitle: NoValues;
  retry: NoValues;
  submitFailed: NoValues;
}>({
  processing: {
    id: 'portal.reEnrolment.finish.processing',
    defaultMessage: 'We are processing your application. Please wait.',
  },
  paid: {
    id: 'portal.reEnrolment.finish.paid',
    defaultMessage: 'Payment successful. Please wait while we process your application.',
  },
  dueNow: { id: 'portal.reEnrolment.finish.dueNow', defaultMessage: 'Fees due now: {amount}' },
  payNow: { id: 'portal.reEnrolment.finish.payNow', defaultMessage: 'Pay Now' },
  viewOffer: { id: 'portal.reEnrolment.finish.viewOffer', defaultMessage: 'View your offer' },
  failedTitle: {
    id: 'portal.reEnrolment.finish.failedTitle',
    defaultMessage: 'Your application is saved, but it is not finished yet.',
  },
  retry: { id: 'portal.reEnrolment.finish.retry', defaultMessage: 'Try again' },
  submitFailed: { id: 'portal.reEnrolment.submitFailed', defaultMessage: 'Your re-enrollment could not be sent.' },
});
