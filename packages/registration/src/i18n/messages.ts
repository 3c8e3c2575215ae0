// The registration's texts (document 1 "Registration screens", document 2 "Registration checkout"). Defaults are the
// US wording; every region's is in src/lang/en-*.json. Where the spec gives a text it is used verbatim; "ours" marks
// texts the spec names without words.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const entryMessages = defineMessages<{
  returningFamily: NoValues;
  intro: NoValues;
  email: NoValues;
  register: NoValues;
  checkFailed: NoValues;
  illustration: NoValues;
  closed: NoValues;
  closedBody: NoValues;
  maintenance: NoValues;
  maintenanceBody: NoValues;
}>({
  // the spec's email login page: a "Returning Family?" image, an email input and a register button
  returningFamily: { id: 'registration.entry.returningFamily', defaultMessage: 'Returning Family?' },
  // ours
  intro: {
    id: 'registration.entry.intro',
    defaultMessage:
      'Enter your email to register. If you have registered with us before, we will email you a code to sign in.',
  },
  email: { id: 'registration.entry.email', defaultMessage: 'Email' },
  register: { id: 'registration.entry.register', defaultMessage: 'Register' },
  // the spec's person-check failure
  checkFailed: { id: 'registration.entry.checkFailed', defaultMessage: 'Unable to validate if person exists' },
  illustration: { id: 'registration.entry.illustration', defaultMessage: 'A family walking to the center together' },
  // the spec's texts
  closed: { id: 'registration.closed', defaultMessage: 'This link is no longer available.' },
  // ours
  closedBody: {
    id: 'registration.closedBody',
    defaultMessage: 'Please contact the center if you would like to register.',
  },
  maintenance: {
    id: 'registration.maintenance',
    defaultMessage: 'We are doing some maintenance and will be right back!',
  },
  maintenanceBody: { id: 'registration.maintenanceBody', defaultMessage: 'Please check back in an hour.' },
});

export const wizardStepMessages = defineMessages<{
  stepInformation: NoValues;
  stepChildren: NoValues;
  stepPrograms: NoValues;
  stepReview: NoValues;
  informationIntro: NoValues;
  firstName: NoValues;
  lastName: NoValues;
  email: NoValues;
  phone: NoValues;
  subsidy: NoValues;
  signedInAs: NoValues;
  submit: NoValues;
  submitFailed: NoValues;
}>({
  stepInformation: { id: 'registration.step.information', defaultMessage: 'Your Information' },
  stepChildren: { id: 'registration.step.children', defaultMessage: 'Child(ren) Information' },
  stepPrograms: { id: 'registration.step.programs', defaultMessage: 'Pick your programs' },
  stepReview: { id: 'registration.step.review', defaultMessage: 'Review' },
  // ours
  informationIntro: {
    id: 'registration.information.intro',
    defaultMessage: 'Tell us who you are, so the center can reach you about this registration.',
  },
  firstName: { id: 'registration.information.firstName', defaultMessage: 'First name' },
  lastName: { id: 'registration.information.lastName', defaultMessage: 'Last name' },
  email: { id: 'registration.information.email', defaultMessage: 'Email' },
  phone: { id: 'registration.information.phone', defaultMessage: 'Phone number' },
  subsidy: {
    id: 'registration.information.subsidy',
    defaultMessage: 'Does your family receive a child care subsidy?',
  },
  signedInAs: {
    id: 'registration.information.signedInAs',
    defaultMessage: 'You signed in with this email, so it cannot be changed here.',
  },
  submit: { id: 'registration.submit', defaultMessage: 'Submit' },
  submitFailed: { id: 'registration.submitFailed', defaultMessage: 'Your registration could not be sent.' },
});

export const childrenMessages = defineMessages<{
  intro: NoValues;
  yourChildren: NoValues;
  addChild: NoValues;
  mustAdd: NoValues;
  addTitle: NoValues;
  updateTitle: NoValues;
  edit: { name: string };
  remove: { name: string };
  firstName: NoValues;
  lastName: NoValues;
  dateOfBirth: NoValues;
  born: { date: string };
  save: NoValues;
  cancel: NoValues;
  noChild: NoValues;
  noChildSelected: NoValues;
  duplicateChild: NoValues;
  alreadyAdded: NoValues;
  childNotFound: NoValues;
  closed: NoValues;
}>({
  // ours
  intro: {
    id: 'registration.children.intro',
    defaultMessage: 'Add each child you would like to register, then tick the children to register now.',
  },
  yourChildren: { id: 'registration.children.yours', defaultMessage: 'Your children' },
  // the spec's Add-child dialog
  addChild: { id: 'registration.children.add', defaultMessage: 'Add a Child' },
  mustAdd: {
    id: 'registration.children.mustAdd',
    defaultMessage: '*You must add at least one child in order to continue.',
  },
  addTitle: { id: 'registration.children.addTitle', defaultMessage: 'Add Child' },
  updateTitle: { id: 'registration.children.updateTitle', defaultMessage: 'Update Child' },
  edit: { id: 'registration.children.edit', defaultMessage: 'Edit {name}' },
  remove: { id: 'registration.children.remove', defaultMessage: 'Remove {name}' },
  firstName: { id: 'registration.children.firstName', defaultMessage: 'First name' },
  lastName: { id: 'registration.children.lastName', defaultMessage: 'Last name' },
  dateOfBirth: { id: 'registration.children.dateOfBirth', defaultMessage: 'Date of birth' },
  born: { id: 'registration.children.born', defaultMessage: 'Born {date}' },
  save: { id: 'registration.children.save', defaultMessage: 'Save' },
  cancel: { id: 'registration.children.cancel', defaultMessage: 'Cancel' },
  // the spec's registration rules
  noChild: { id: 'registration-no-child', defaultMessage: 'Must add at least one child' },
  noChildSelected: {
    id: 'registration-no-child-selected',
    defaultMessage: 'Please select at least one child to proceed with registration.',
  },
  duplicateChild: { id: 'registration-duplicate-child', defaultMessage: 'This child is already on the list.' },
  // ours: the server's refusals (the same child twice, a child not on the family's account, a closed registration)
  alreadyAdded: { id: 'child-already-added', defaultMessage: 'This child is already on the list.' },
  childNotFound: {
    id: 'child-not-found',
    defaultMessage: 'We could not find this child on your account. Please add them again.',
  },
  closed: {
    id: 'registration-closed',
    defaultMessage: 'This registration has closed. Please contact the center.',
  },
});

export const programMessages = defineMessages<{
  none: NoValues;
  intro: { child: string };
  noneForChild: { child: string };
  dates: { end: string; start: string };
  fee: { amount: string };
  free: NoValues;
  earlyBird: NoValues;
  waitlist: NoValues;
  available: NoValues;
  loading: NoValues;
  failed: NoValues;
  pickOne: { child: string };
}>({
  // the spec's text
  none: { id: 'registration-no-programs', defaultMessage: 'There are no open registrations at this time.' },
  // ours
  intro: { id: 'registration.programs.intro', defaultMessage: 'Choose the programs {child} will join.' },
  noneForChild: {
    id: 'registration.programs.noneForChild',
    defaultMessage: 'No program is open for {child} at this time.',
  },
  dates: { id: 'registration.programs.dates', defaultMessage: '{start} to {end}' },
  fee: { id: 'registration.programs.fee', defaultMessage: 'Registration fee: {amount}' },
  free: { id: 'registration.programs.free', defaultMessage: 'No registration fee' },
  // the spec's badges
  earlyBird: { id: 'registration.programs.earlyBird', defaultMessage: 'Early Bird Signup!' },
  waitlist: { id: 'registration.programs.waitlist', defaultMessage: 'Will be put on Waitlist' },
  available: { id: 'registration.programs.available', defaultMessage: 'Space is Available' },
  loading: { id: 'registration-programs-loading', defaultMessage: 'Loading programs…' },
  failed: {
    id: 'registration-programs-failed',
    defaultMessage: 'We could not load the programs. Please go back and try again.',
  },
  pickOne: { id: 'registration-pick-program', defaultMessage: 'Please select at least one program for {child}' },
});

export const reviewMessages = defineMessages<{
  intro: NoValues;
  you: NoValues;
  subsidyYes: NoValues;
  subsidyNo: NoValues;
}>({
  // ours
  intro: {
    id: 'registration.review.intro',
    defaultMessage: 'Please check your registration. You will accept it, and pay any fee, on the next page.',
  },
  you: { id: 'registration.review.you', defaultMessage: 'Your information' },
  subsidyYes: { id: 'registration.review.subsidyYes', defaultMessage: 'Receives a child care subsidy' },
  subsidyNo: { id: 'registration.review.subsidyNo', defaultMessage: 'Does not receive a child care subsidy' },
});
