import { defineMessages } from 'react-intl';

// US wording by default; the regional words ({center}, {subsidy}) come from @cc/ui's termMessages, and the period
// labels (Weekly / Biweekly / Fortnightly) from core's cost catalogue ids 'weekly' and 'biweekly'. The spec names
// the review's parts but not their words, apart from "Early Bird Sign Up" and "from amount per session"; the
// rest is ours.
type NoValues = Record<string, never>;
type Centre = { center: string };
type Amount = { amount: string };

export const reviewMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  centre: Centre;
  parent: NoValues;
  name: NoValues;
  email: NoValues;
  phone: NoValues;
  phoneWithType: { number: string; type: string };
  phoneType: { type: string };
  subsidy: { subsidy: string };
  yes: NoValues;
  no: NoValues;
  children: NoValues;
  dateOfBirth: NoValues;
  ageLabel: NoValues;
  age: { years: number; months: number };
  programs: NoValues;
  noPrograms: NoValues;
  earlyBird: NoValues;
  waitlist: NoValues;
  schedule: NoValues;
  casual: NoValues;
  days: NoValues;
  week: { week: number; days: string };
  startDate: NoValues;
}>({
  title: { id: 'enquiry.review.title', defaultMessage: 'Review your inquiry' },
  intro: {
    id: 'enquiry.review.intro',
    defaultMessage: 'Please check your details before you submit. Use Back to change anything.',
  },
  centre: { id: 'enquiry.review.centre', defaultMessage: 'Selected {center}' },
  parent: { id: 'enquiry.review.parent', defaultMessage: 'Parent details' },
  name: { id: 'enquiry.review.name', defaultMessage: 'Name' },
  email: { id: 'enquiry.review.email', defaultMessage: 'Email' },
  phone: { id: 'enquiry.review.phone', defaultMessage: 'Phone number' },
  phoneWithType: { id: 'enquiry.review.phoneWithType', defaultMessage: '{number} ({type})' },
  phoneType: {
    id: 'enquiry.review.phoneType',
    defaultMessage: '{type, select, Mobile {Mobile} Home {Home} Work {Work} other {{type}}}',
  },
  subsidy: { id: 'enquiry.review.subsidy', defaultMessage: 'Family receives {subsidy}' },
  yes: { id: 'enquiry.review.yes', defaultMessage: 'Yes' },
  no: { id: 'enquiry.review.no', defaultMessage: 'No' },
  children: { id: 'enquiry.review.children', defaultMessage: 'Children' },
  dateOfBirth: { id: 'enquiry.review.dateOfBirth', defaultMessage: 'Date of birth' },
  ageLabel: { id: 'enquiry.review.ageLabel', defaultMessage: 'Age' },
  age: {
    id: 'enquiry.review.age',
    defaultMessage: '{years, plural, one {# year} other {# years}} {months, plural, one {# month} other {# months}}',
  },
  programs: { id: 'enquiry.review.programs', defaultMessage: 'Programs' },
  noPrograms: { id: 'enquiry.review.noPrograms', defaultMessage: 'No program chosen' },
  // the spec's words
  earlyBird: { id: 'enquiry.review.earlyBird', defaultMessage: 'Early Bird Sign Up' },
  // document 2's badge for a program without places
  waitlist: { id: 'enquiry.review.waitlist', defaultMessage: 'Will be put on Waitlist' },
  schedule: { id: 'enquiry.review.schedule', defaultMessage: 'Schedule' },
  casual: { id: 'enquiry.review.casual', defaultMessage: 'Casual care' },
  days: { id: 'enquiry.review.days', defaultMessage: 'Days' },
  week: { id: 'enquiry.review.week', defaultMessage: 'Week {week}: {days}' },
  startDate: { id: 'enquiry.review.startDate', defaultMessage: 'Start date' },
});

export const costMessages = defineMessages<{
  title: { period: string };
  note: Centre;
  loading: NoValues;
  child: NoValues;
  program: NoValues;
  days: NoValues;
  dailyFee: NoValues;
  subtotal: NoValues;
  casual: NoValues;
  fromPerSession: Amount;
  perSession: NoValues;
  total: { period: string };
  totalHidden: NoValues;
}>({
  title: { id: 'enquiry.review.cost.title', defaultMessage: '{period} cost estimate' },
  note: {
    id: 'enquiry.review.cost.note',
    defaultMessage: 'An estimate only: the {center} confirms the fees when it makes you an offer.',
  },
  loading: { id: 'enquiry.review.cost.loading', defaultMessage: 'Working out the cost estimate' },
  child: { id: 'enquiry.review.cost.child', defaultMessage: 'Child' },
  program: { id: 'enquiry.review.cost.program', defaultMessage: 'Program' },
  days: { id: 'enquiry.review.cost.days', defaultMessage: 'Days' },
  dailyFee: { id: 'enquiry.review.cost.dailyFee', defaultMessage: 'Per day' },
  subtotal: { id: 'enquiry.review.cost.subtotal', defaultMessage: 'Subtotal' },
  // the spec's "casual care" with a "from amount per session" estimate
  casual: { id: 'enquiry.review.cost.casual', defaultMessage: 'Casual care' },
  fromPerSession: { id: 'enquiry.review.cost.fromPerSession', defaultMessage: 'from {amount} per session' },
  perSession: { id: 'enquiry.review.cost.perSession', defaultMessage: 'Charged per session' },
  total: { id: 'enquiry.review.cost.total', defaultMessage: '{period} total' },
  totalHidden: {
    id: 'enquiry.review.cost.totalHidden',
    defaultMessage: 'No total is shown because casual care is charged per session.',
  },
});

export const feesMessages = defineMessages<{
  title: NoValues;
  loading: NoValues;
  none: NoValues;
  applicationFee: NoValues;
  surcharge: NoValues;
  discount: NoValues;
  discountAmount: Amount;
  total: NoValues;
}>({
  title: { id: 'enquiry.review.fees.title', defaultMessage: 'Fees due now' },
  loading: { id: 'enquiry.review.fees.loading', defaultMessage: 'Working out the fees due now' },
  none: { id: 'enquiry.review.fees.none', defaultMessage: 'No fees are due now' },
  applicationFee: { id: 'enquiry.review.fees.applicationFee', defaultMessage: 'Application fee' },
  surcharge: { id: 'enquiry.review.fees.surcharge', defaultMessage: 'Surcharge' },
  discount: { id: 'enquiry.review.fees.discount', defaultMessage: 'Discount' },
  discountAmount: { id: 'enquiry.review.fees.discountAmount', defaultMessage: '−{amount}' },
  total: { id: 'enquiry.review.fees.total', defaultMessage: 'Total due now' },
});

export const confirmMessages = defineMessages<{
  title: NoValues;
  body: Centre;
  review: NoValues;
}>({
  title: { id: 'enquiry.confirm.title', defaultMessage: 'Ready to submit?' },
  body: {
    id: 'enquiry.confirm.body',
    defaultMessage:
      'Choose Review to go through your inquiry again from the start, or Submit to send it to the {center}.',
  },
  review: { id: 'enquiry.confirm.review', defaultMessage: 'Review' },
});
