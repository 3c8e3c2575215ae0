// Texts of the schedule parts. Where the spec gives wording it is used verbatim; texts marked "ours" are written
// for this product because the spec names the element without its text. Region wording: sentences take the
// region as an ICU select (AU: centre, fortnightly, complying written agreement), so they read right wherever the
// parts render, in the widget or in a story.
import { defineMessages } from 'react-intl';
import type { Region } from '@cc/core';

type NoValues = Record<string, never>;
type RegionValues = { region: Region };

export const scheduleMessages = defineMessages<{
  startDateLabel: NoValues;
  startDateFixed: { date: string };
  daysLabel: NoValues;
  daysHint: { min: number; max: number; limits: 'exact' | 'range' | 'min' };
  weekLabel: { week: number };
  dayInWeek: { day: string; week: number };
  notOffered: NoValues;
  casualLabel: NoValues;
  casualHelp: NoValues;
  casualOnlyHelp: NoValues;
  biweeklyLabel: RegionValues;
  biweeklyHelp: NoValues;
}>({
  startDateLabel: { id: 'enquiry.schedule.startDateLabel', defaultMessage: 'Start date' },
  // ours
  startDateFixed: {
    id: 'enquiry.schedule.startDateFixed',
    defaultMessage: 'This program starts on {date}, so your start date is fixed.',
  },
  // ours
  daysLabel: { id: 'enquiry.schedule.daysLabel', defaultMessage: 'Days' },
  // the spec's hint ("Please select minimum of 1 day from below"), with the program's own limits
  daysHint: {
    id: 'enquiry.schedule.daysHint',
    defaultMessage:
      '{limits, select, exact {Please select {min, plural, one {# day} other {# days}} from below} range {Please select {min} to {max} days from below} other {Please select minimum of {min, plural, one {# day} other {# days}} from below}}',
  },
  // ours
  weekLabel: { id: 'enquiry.schedule.weekLabel', defaultMessage: 'Week {week}' },
  // ours: a day button's name in a two-week schedule, where both weeks have a Monday
  dayInWeek: { id: 'enquiry.schedule.dayInWeek', defaultMessage: '{day}, week {week}' },
  // ours
  notOffered: { id: 'enquiry.schedule.notOffered', defaultMessage: 'Not offered' },
  // ours
  casualLabel: { id: 'enquiry.schedule.casualLabel', defaultMessage: 'Casual care' },
  // ours
  casualHelp: {
    id: 'enquiry.schedule.casualHelp',
    defaultMessage: 'Book sessions as you need them instead of the same days every week.',
  },
  // ours
  casualOnlyHelp: { id: 'enquiry.schedule.casualOnlyHelp', defaultMessage: 'This program takes casual bookings only.' },
  // ours
  biweeklyLabel: {
    id: 'enquiry.schedule.biweeklyLabel',
    defaultMessage: '{region, select, AU {Fortnightly schedule} other {Biweekly schedule}}',
  },
  // ours
  biweeklyHelp: { id: 'enquiry.schedule.biweeklyHelp', defaultMessage: 'Choose different days for week 1 and week 2.' },
});

export const summaryMessages = defineMessages<{
  caption: { childName: string };
  program: NoValues;
  monday: NoValues;
  tuesday: NoValues;
  wednesday: NoValues;
  thursday: NoValues;
  friday: NoValues;
  enrolled: NoValues;
  notEnrolled: NoValues;
  casualCare: NoValues;
  fromPerSession: { amount: string };
  weekTwo: NoValues;
  total: { period: string };
  feeTip: RegionValues;
}>({
  // ours
  caption: { id: 'enquiry.summary.caption', defaultMessage: 'Schedule summary for {childName}' },
  program: { id: 'enquiry.summary.program', defaultMessage: 'Program' },
  // the spec's column heads
  monday: { id: 'enquiry.summary.monday', defaultMessage: 'M' },
  tuesday: { id: 'enquiry.summary.tuesday', defaultMessage: 'T' },
  wednesday: { id: 'enquiry.summary.wednesday', defaultMessage: 'W' },
  thursday: { id: 'enquiry.summary.thursday', defaultMessage: 'TH' },
  friday: { id: 'enquiry.summary.friday', defaultMessage: 'F' },
  // ours (read out for the tick)
  enrolled: { id: 'enquiry.summary.enrolled', defaultMessage: 'Enrolled' },
  // ours
  notEnrolled: { id: 'enquiry.summary.notEnrolled', defaultMessage: 'Not attending' },
  // the spec's "casual care"
  casualCare: { id: 'enquiry.summary.casualCare', defaultMessage: 'casual care' },
  // the spec's "from amount per session"
  fromPerSession: { id: 'enquiry.summary.fromPerSession', defaultMessage: 'from {amount} per session' },
  // ours
  weekTwo: { id: 'enquiry.summary.weekTwo', defaultMessage: 'week 2' },
  // ours; the period word is core's cost label (Weekly / Biweekly, AU Fortnightly)
  total: { id: 'enquiry.summary.total', defaultMessage: '{period} estimate' },
  // ours
  feeTip: {
    id: 'enquiry.summary.feeTip',
    defaultMessage: 'Estimates only. The {region, select, US {center} other {centre}} confirms fees in your offer.',
  },
});

export const consentMessages = defineMessages<{ label: RegionValues }>({
  // ours: the spec names the consent (cwaConsent; AU "complying written agreement") without its sentence
  label: {
    id: 'enquiry.consent.label',
    defaultMessage:
      '{region, select, AU {I agree to the complying written agreement} other {I agree to the care provider agreement}}',
  },
});

export const childScheduleMessages = defineMessages<{
  heading: { name: string };
  programsLabel: { name: string };
  loading: NoValues;
  loadFailed: NoValues;
  retry: NoValues;
  waitlistOnly: NoValues;
  lowAvailability: NoValues;
  placesLeft: { count: number };
  dates: { start: string; end: string };
  from: { start: string };
  summaryHeading: NoValues;
}>({
  // ours
  heading: { id: 'enquiry.childSchedule.heading', defaultMessage: 'Schedule for {name}' },
  // ours
  programsLabel: { id: 'enquiry.childSchedule.programsLabel', defaultMessage: 'Programs available for {name}' },
  // ours
  loading: { id: 'enquiry.childSchedule.loading', defaultMessage: 'Loading programs' },
  // ours
  loadFailed: {
    id: 'enquiry.childSchedule.loadFailed',
    defaultMessage: 'The programs could not be loaded. Please try again.',
  },
  // ours
  retry: { id: 'enquiry.childSchedule.retry', defaultMessage: 'Try again' },
  // the spec's WaitlistOnly and LowAvailability badges, worded ours
  waitlistOnly: { id: 'enquiry.childSchedule.waitlistOnly', defaultMessage: 'Waitlist only' },
  lowAvailability: { id: 'enquiry.childSchedule.lowAvailability', defaultMessage: 'Low availability' },
  // ours
  placesLeft: {
    id: 'enquiry.childSchedule.placesLeft',
    defaultMessage: '{count, plural, one {# place left} other {# places left}}',
  },
  // ours
  dates: { id: 'enquiry.childSchedule.dates', defaultMessage: '{start} to {end}' },
  // ours
  from: { id: 'enquiry.childSchedule.from', defaultMessage: 'From {start}' },
  // ours
  summaryHeading: { id: 'enquiry.childSchedule.summaryHeading', defaultMessage: 'Summary' },
});
