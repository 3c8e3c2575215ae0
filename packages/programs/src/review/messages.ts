import { defineMessages } from 'react-intl';

// A review's centre and children, in any flow that lets a family choose programs (enquiry, re-enrolment). US wording
// by default; the regional words come from @cc/ui's termMessages and the region files. The spec names "Early Bird
// Sign Up" and the waitlist badge; the rest is ours. The ids keep the enquiry's names they were first written with.
type NoValues = Record<string, never>;

export const childReviewMessages = defineMessages<{
  centre: { center: string };
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
  centre: { id: 'enquiry.review.centre', defaultMessage: 'Selected {center}' },
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
