// The checkout's texts (document 2, "Registration checkout"). Where the spec gives a text it is used verbatim; "ours"
// marks texts the spec names without words.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const checkoutMessages = defineMessages<{
  intro: NoValues;
  born: { date: string };
  waitlistButton: NoValues;
  acceptAndPay: NoValues;
  accept: NoValues;
  terms: NoValues;
  termsRequired: NoValues;
  fees: NoValues;
  registrationFee: NoValues;
  discount: { name: string };
  surcharge: NoValues;
  total: NoValues;
  paid: NoValues;
  cardNeeded: NoValues;
  cardReady: { brand: string; lastFour: string };
  useAnotherCard: NoValues;
  pendingTitle: NoValues;
  pendingBody: NoValues;
  waitlistedTitle: NoValues;
  waitlistedBody: NoValues;
  completedTitle: NoValues;
  completedBody: NoValues;
  acceptFailed: NoValues;
}>({
  // ours
  intro: {
    id: 'registration.checkout.intro',
    defaultMessage: 'Here is what you registered for. Accept to confirm your registration.',
  },
  born: { id: 'registration.checkout.born', defaultMessage: 'Born {date}' },
  // the spec's button labels
  waitlistButton: { id: 'registration.checkout.waitlist', defaultMessage: 'Put me on the Waitlist.' },
  acceptAndPay: { id: 'registration.checkout.acceptAndPay', defaultMessage: 'Accept & Pay' },
  accept: { id: 'registration.checkout.accept', defaultMessage: 'Accept' },
  // ours: the required terms checkbox
  terms: {
    id: 'registration.checkout.terms',
    defaultMessage: 'I have read and agree to the terms and conditions of this registration.',
  },
  termsRequired: {
    id: 'terms-required',
    defaultMessage: 'Please agree to the terms and conditions to continue.',
  },
  fees: { id: 'registration.checkout.fees', defaultMessage: 'Fees due now' },
  registrationFee: { id: 'registration.checkout.registrationFee', defaultMessage: 'Registration fee' },
  discount: { id: 'registration.checkout.discount', defaultMessage: 'Promo code: {name}' },
  surcharge: { id: 'registration.checkout.surcharge', defaultMessage: 'Card surcharge' },
  total: { id: 'registration.checkout.total', defaultMessage: 'Total' },
  paid: { id: 'registration.checkout.paid', defaultMessage: 'Your registration fee is paid.' },
  cardNeeded: {
    id: 'payment-method-required',
    defaultMessage: 'Please add a card to pay the registration fee.',
  },
  cardReady: { id: 'registration.checkout.cardReady', defaultMessage: '{brand} ending in {lastFour} will be charged.' },
  useAnotherCard: { id: 'registration.checkout.useAnotherCard', defaultMessage: 'Use another card' },
  pendingTitle: {
    id: 'registration.checkout.pendingTitle',
    defaultMessage: 'Your registration is waiting for approval',
  },
  pendingBody: {
    id: 'registration.checkout.pendingBody',
    defaultMessage:
      'The center will review it and email you. You can come back to this page with the link in that email.',
  },
  waitlistedTitle: { id: 'registration.checkout.waitlistedTitle', defaultMessage: 'You are on the waitlist' },
  waitlistedBody: {
    id: 'registration.checkout.waitlistedBody',
    defaultMessage: 'The center will email you when a place opens up.',
  },
  completedTitle: { id: 'registration.checkout.completedTitle', defaultMessage: 'Your registration is complete' },
  completedBody: {
    id: 'registration.checkout.completedBody',
    defaultMessage: 'We have emailed you a confirmation. The center will be in touch before the program starts.',
  },
  acceptFailed: {
    id: 'registration.checkout.acceptFailed',
    defaultMessage: 'Your registration could not be accepted.',
  },
});

export const checkoutErrorMessages = defineMessages<{ closed: NoValues }>({
  // ours: the server's refusal once the submission can no longer be accepted
  closed: { id: 'submission-closed', defaultMessage: 'This link is no longer available.' },
});
