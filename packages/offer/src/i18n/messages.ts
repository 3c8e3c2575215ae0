// The offer page's texts. Defaults are the US wording; every region's is in src/lang/en-*.json. Where the spec gives
// a text it is used verbatim (spelt as the region spells centre and enrolment); "ours" marks texts the spec names
// without words.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const offerPageMessages = defineMessages<{
  title: { centre: string };
  intro: { centre: string };
  introWaitlist: { centre: string };
  answerBy: { date: string };
  expiresToday: NoValues;
  bornOn: { date: string };
  dates: NoValues;
  starts: { date: string };
  startsAndEnds: { start: string; end: string };
  days: NoValues;
  week: { week: number; days: string };
  room: NoValues;
  rate: NoValues;
  rateAmount: { amount: string; feeType: string };
  casual: NoValues;
  costTitle: NoValues;
  costTotal: { period: string };
  feesTitle: NoValues;
  applicationFee: NoValues;
  discount: NoValues;
  surcharge: NoValues;
  total: NoValues;
  noFees: NoValues;
  terms: NoValues;
  accept: NoValues;
  acceptAndPay: NoValues;
  acceptAndContinue: NoValues;
  acceptWaitlist: NoValues;
  declineOrWaitlist: NoValues;
  print: NoValues;
}>({
  // ours
  title: { id: 'offer.page.title', defaultMessage: 'Your offer from {centre}' },
  // ours
  intro: {
    id: 'offer.page.intro',
    defaultMessage: '{centre} has offered your family a place. Check the details, then accept the offer or decline it.',
  },
  // ours
  introWaitlist: {
    id: 'offer.page.introWaitlist',
    defaultMessage:
      '{centre} has offered your family a place on its waitlist. Accept it to keep your place in the queue.',
  },
  // ours: the expiry notice
  answerBy: { id: 'offer.page.answerBy', defaultMessage: 'Please answer by {date}.' },
  // ours
  expiresToday: { id: 'offer.page.expiresToday', defaultMessage: 'This offer expires today.' },
  // ours
  bornOn: { id: 'offer.page.bornOn', defaultMessage: 'Born {date}' },
  // ours
  dates: { id: 'offer.page.dates', defaultMessage: 'Dates' },
  // ours
  starts: { id: 'offer.page.starts', defaultMessage: 'Starts {date}' },
  // ours
  startsAndEnds: { id: 'offer.page.startsAndEnds', defaultMessage: '{start} to {end}' },
  // ours
  days: { id: 'offer.page.days', defaultMessage: 'Days' },
  // ours: one week of a two-week schedule
  week: { id: 'offer.page.week', defaultMessage: 'Week {week}: {days}' },
  // ours
  room: { id: 'offer.page.room', defaultMessage: 'Room' },
  // ours
  rate: { id: 'offer.page.rate', defaultMessage: 'Fee' },
  // ours
  rateAmount: {
    id: 'offer.page.rateAmount',
    defaultMessage: '{amount} {feeType, select, Weekly {per week} other {per day}}',
  },
  // ours
  casual: { id: 'offer.page.casual', defaultMessage: 'Casual: booked by the session' },
  // ours: the cost estimate widget
  costTitle: { id: 'offer.page.costTitle', defaultMessage: 'Cost estimate' },
  costTotal: { id: 'offer.page.costTotal', defaultMessage: 'Estimated {period} total' },
  // ours: the due-now fees widget
  feesTitle: { id: 'offer.page.feesTitle', defaultMessage: 'Due now' },
  applicationFee: { id: 'offer.page.applicationFee', defaultMessage: 'Application fee' },
  discount: { id: 'offer.page.discount', defaultMessage: 'Discount' },
  surcharge: { id: 'offer.page.surcharge', defaultMessage: 'Card surcharge' },
  total: { id: 'offer.page.total', defaultMessage: 'Total due now' },
  noFees: { id: 'offer.page.noFees', defaultMessage: 'No fees are due now.' },
  // ours: the terms checkbox
  terms: { id: 'offer.page.terms', defaultMessage: 'I have read this offer and accept its terms.' },
  // the spec's actions
  accept: { id: 'offer.page.accept', defaultMessage: 'Accept' },
  acceptAndPay: { id: 'offer.page.acceptAndPay', defaultMessage: 'Accept and Pay' },
  acceptAndContinue: { id: 'offer.page.acceptAndContinue', defaultMessage: 'Accept and Continue' },
  // ours
  acceptWaitlist: { id: 'offer.page.acceptWaitlist', defaultMessage: 'Accept Waitlist Place' },
  declineOrWaitlist: { id: 'offer.page.declineOrWaitlist', defaultMessage: 'Decline or Return to Waitlist' },
  // ours
  print: { id: 'offer.page.print', defaultMessage: 'Print this offer' },
});

export const declineDialogMessages = defineMessages<{
  title: NoValues;
  body: NoValues;
  returnToWaitlist: NoValues;
  decline: NoValues;
  goBack: NoValues;
}>({
  // the spec's action, as the dialog's title
  title: { id: 'offer.decline.title', defaultMessage: 'Decline or Return to Waitlist' },
  // ours
  body: {
    id: 'offer.decline.body',
    defaultMessage:
      'Return to the waitlist to keep your place in the queue for a later offer. Declining gives up this offer and your place on the waitlist.',
  },
  // the spec's label
  returnToWaitlist: { id: 'offer.decline.returnToWaitlist', defaultMessage: 'Return to Waitlist' },
  // ours
  decline: { id: 'offer.decline.decline', defaultMessage: 'Decline Offer' },
  // ours
  goBack: { id: 'offer.decline.goBack', defaultMessage: 'Go Back' },
});

export const offerOutcomeMessages = defineMessages<{
  acceptedTitle: NoValues;
  formPart: NoValues;
  formNotice: { centre: string };
  formBy: { date: string };
  completedBody: { centre: string };
  declinedTitle: NoValues;
  declinedBody: { centre: string };
  closedTitle: NoValues;
  closedBody: { centre: string };
  linkUnavailable: NoValues;
  loadErrorTitle: NoValues;
  restart: NoValues;
  close: NoValues;
  myApplications: NoValues;
  continueToForm: NoValues;
  debitPendingTitle: NoValues;
  debitPendingBody: { centre: string };
}>({
  // ours
  acceptedTitle: { id: 'offer.outcome.acceptedTitle', defaultMessage: 'Offer accepted' },
  // the spec's acknowledgement line
  formPart: { id: 'offer.outcome.formPart', defaultMessage: 'Part 2 of 3: enrollment form' },
  // ours
  formNotice: {
    id: 'offer.outcome.formNotice',
    defaultMessage: '{centre} holds the place while you complete the enrollment form.',
  },
  // ours: the expiry notice of the acknowledgement
  formBy: { id: 'offer.outcome.formBy', defaultMessage: 'Please complete it by {date}.' },
  // ours
  completedBody: {
    id: 'offer.outcome.completedBody',
    defaultMessage: '{centre} has your acceptance and will be in touch about the first day.',
  },
  // ours
  declinedTitle: { id: 'offer.outcome.declinedTitle', defaultMessage: 'Offer declined' },
  declinedBody: {
    id: 'offer.outcome.declinedBody',
    defaultMessage: '{centre} has your answer. Your child is no longer on its waitlist for this place.',
  },
  // ours: the application-closed screen
  closedTitle: { id: 'offer.outcome.closedTitle', defaultMessage: 'Application closed' },
  closedBody: {
    id: 'offer.outcome.closedBody',
    defaultMessage: 'This application is closed. Contact {centre} if you think this is a mistake.',
  },
  // the spec's text
  linkUnavailable: { id: 'offer.outcome.linkUnavailable', defaultMessage: 'This link is no longer available.' },
  // the spec's offer load error title
  loadErrorTitle: { id: 'offer.outcome.loadErrorTitle', defaultMessage: 'Error!' },
  // the spec's action
  restart: { id: 'offer.outcome.restart', defaultMessage: 'Restart' },
  // ours
  close: { id: 'offer.outcome.close', defaultMessage: 'Close' },
  // ours: to the parent portal, through its login
  myApplications: { id: 'offer.outcome.myApplications', defaultMessage: 'See my applications' },
  // the spec's acknowledgement action
  continueToForm: { id: 'offer.outcome.continueToForm', defaultMessage: 'Continue to form' },
  // ours: an offer paid by a bank debit that has not cleared yet
  debitPendingTitle: { id: 'offer.outcome.debitPendingTitle', defaultMessage: 'Your bank payment is on its way' },
  debitPendingBody: {
    id: 'offer.outcome.debitPendingBody',
    defaultMessage:
      'Bank payments take a few days to clear. {centre} holds the place for you meanwhile, and your offer is accepted as soon as the payment clears.',
  },
});

export const printMessages = defineMessages<{ expiredOn: { date: string } }>({
  // ours: the print view of an offer past its day
  expiredOn: { id: 'offer.print.expiredOn', defaultMessage: 'This offer could be accepted until {date}.' },
});

export const paymentMessages = defineMessages<{
  title: NoValues;
  lastPaymentFailed: NoValues;
  receiptTitle: NoValues;
  receiptAmount: NoValues;
  receiptServiceFee: { fee: string };
  receiptDate: NoValues;
  receiptMethod: NoValues;
  receiptReference: NoValues;
  receiptStatus: NoValues;
  receiptPaid: NoValues;
  receiptPending: NoValues;
}>({
  // ours: the payment shown back to the family after paying
  receiptTitle: { id: 'offer.payment.receiptTitle', defaultMessage: 'Your payment' },
  receiptAmount: { id: 'offer.payment.receiptAmount', defaultMessage: 'Amount' },
  receiptServiceFee: { id: 'offer.payment.receiptServiceFee', defaultMessage: '(includes a {fee} service fee)' },
  receiptDate: { id: 'offer.payment.receiptDate', defaultMessage: 'Date' },
  receiptMethod: { id: 'offer.payment.receiptMethod', defaultMessage: 'Paid by' },
  receiptReference: { id: 'offer.payment.receiptReference', defaultMessage: 'Reference' },
  receiptStatus: { id: 'offer.payment.receiptStatus', defaultMessage: 'Status' },
  receiptPaid: { id: 'offer.payment.receiptPaid', defaultMessage: 'Paid' },
  receiptPending: { id: 'offer.payment.receiptPending', defaultMessage: 'On its way from your bank' },
  // ours
  title: { id: 'offer.payment.title', defaultMessage: 'Payment method' },
  // ours: the last charge failed (a declined card, a returned bank debit)
  lastPaymentFailed: {
    id: 'offer.payment.lastPaymentFailed',
    defaultMessage: 'Your last payment did not go through. Please add another payment method.',
  },
});
