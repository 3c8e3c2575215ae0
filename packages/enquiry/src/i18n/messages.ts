// Texts of the enquiry flow shell: steps, the register and children steps, navigation and the alerts. The defaults
// are the US wording; every region's wording is in src/lang/en-*.json (catalogue.ts merges them). Where the
// spec gives a text it is used verbatim; texts marked "ours" are written for this product because the spec names
// the element without its words.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const stepMessages = defineMessages<{
  register: NoValues;
  children: NoValues;
  programs: NoValues;
  schedule: NoValues;
  review: NoValues;
  confirmAndContinue: NoValues;
}>({
  register: { id: 'enquiry.steps.register', defaultMessage: 'Register' },
  children: { id: 'enquiry.steps.children', defaultMessage: 'Children' },
  programs: { id: 'enquiry.steps.programs', defaultMessage: 'Programs' },
  schedule: { id: 'enquiry.steps.schedule', defaultMessage: 'Schedule' },
  review: { id: 'enquiry.steps.review', defaultMessage: 'Review' },
  // ours: the heading line of a step with one page per child
  // the spec's submit label of the program form without review
  confirmAndContinue: { id: 'enquiry.steps.confirmAndContinue', defaultMessage: 'confirm and continue' },
});

export const registerMessages = defineMessages({
  // ours
  title: { id: 'enquiry.register.title', defaultMessage: 'Your details' },
  // ours: numbers are read for the centre's own country; shown to Australian families only. The example is in
  // ACMA's range reserved for fiction, so it is never a real (or a demo) family's number.
  phoneHint: {
    id: 'enquiry.register.phoneHint',
    defaultMessage: 'For example 0491 570 156. From overseas, start with your country code (+1 ...).',
  },
  // ours
  intro: {
    id: 'enquiry.register.intro',
    defaultMessage: 'Tell us how to reach you. The center will contact you about your inquiry.',
  },
  firstName: { id: 'enquiry.register.firstName', defaultMessage: 'First name' },
  lastName: { id: 'enquiry.register.lastName', defaultMessage: 'Last name' },
  email: { id: 'enquiry.register.email', defaultMessage: 'Email' },
  phoneNumber: { id: 'enquiry.register.phoneNumber', defaultMessage: 'Phone number' },
  // ours: the spec names "the subsidy question"
  subsidy: { id: 'enquiry.register.subsidy', defaultMessage: 'Does your family receive a child care subsidy?' },
  // ours
  checkingPerson: { id: 'enquiry.register.checkingPerson', defaultMessage: 'Checking your details' },
});

export const childrenMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  childHeading: { number: number };
  firstName: NoValues;
  lastName: NoValues;
  dateOfBirth: NoValues;
  add: NoValues;
  remove: { number: number };
  knownChild: { name: string };
  goBack: NoValues;
  checkingChild: NoValues;
  outsidePrograms: { centre: string };
}>({
  // ours: said at the field, instead of "No program available" two steps later
  outsidePrograms: {
    id: 'enquiry.children.outsidePrograms',
    defaultMessage: '{centre} has no program for a child of this age. Please check the date of birth.',
  },
  // ours
  title: { id: 'enquiry.children.title', defaultMessage: 'Your children' },
  // ours
  intro: { id: 'enquiry.children.intro', defaultMessage: 'Add each child you are inquiring about.' },
  // ours
  childHeading: { id: 'enquiry.children.childHeading', defaultMessage: 'Child {number}' },
  firstName: { id: 'enquiry.children.firstName', defaultMessage: 'First name' },
  lastName: { id: 'enquiry.children.lastName', defaultMessage: 'Last name' },
  dateOfBirth: { id: 'enquiry.children.dateOfBirth', defaultMessage: 'Date of birth' },
  // ours
  add: { id: 'enquiry.children.add', defaultMessage: 'Add another child' },
  // ours
  remove: { id: 'enquiry.children.remove', defaultMessage: 'Remove child {number}' },
  // the spec: the child is already registered and the family is asked to log in with the account email
  knownChild: {
    id: 'enquiry.children.knownChild',
    defaultMessage:
      '{name} is already registered with us. Please log in with the email address of your account to continue.',
  },
  // the spec's action back to the inquiry page
  goBack: { id: 'enquiry.children.goBack', defaultMessage: 'Go Back' },
  // ours
  checkingChild: { id: 'enquiry.children.checkingChild', defaultMessage: 'Checking whether this child is registered' },
});

export const flowMessages = defineMessages<{
  submitFailed: NoValues;
  personBlocked: NoValues;
  loadingForm: NoValues;
}>({
  // ours
  submitFailed: { id: 'enquiry.flow.submitFailed', defaultMessage: 'Your inquiry could not be sent.' },
  // ours: heads the person-exists message beside the blocked submit button
  personBlocked: { id: 'enquiry.flow.personBlocked', defaultMessage: 'This inquiry cannot be sent yet.' },
  // ours
  loadingForm: { id: 'enquiry.flow.loadingForm', defaultMessage: 'Loading the inquiry form' },
});
