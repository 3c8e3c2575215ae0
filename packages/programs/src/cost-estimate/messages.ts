import { defineMessages } from 'react-intl';

// US wording by default; the regional word {center} comes from @cc/ui's termMessages, and the period labels
// (Weekly / Biweekly / Fortnightly) from core's cost catalogue ids 'weekly' and 'biweekly'. The spec gives
// "from amount per session"; the rest is ours. The ids keep their enquiry.review prefix so catalogues and
// translations made for the enquiry's review still apply.
type NoValues = Record<string, never>;
type Centre = { center: string };
type Amount = { amount: string };

export const costMessages = defineMessages<{
  title: { period: string };
  note: Centre;
  loading: NoValues;
  child: NoValues;
  program: NoValues;
  days: NoValues;
  daysByWeek: { week1: string; week2: string };
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
  // ours: the days of a two-week estimate, week by week
  daysByWeek: { id: 'enquiry.review.cost.daysByWeek', defaultMessage: 'Week 1: {week1}, week 2: {week2}' },
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
