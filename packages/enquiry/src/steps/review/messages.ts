import { defineMessages } from 'react-intl';

// US wording by default; the regional words ({center}, {subsidy}) come from @cc/ui's termMessages. The spec names
// the review's parts but not their words, apart from "Early Bird Sign Up"; the rest is ours. The cost estimate's
// and fees' words live with them in @cc/programs.
type NoValues = Record<string, never>;
type Centre = { center: string };

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
