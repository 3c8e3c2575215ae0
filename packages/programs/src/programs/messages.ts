// Texts of the programs step. Where the spec gives wording it is used verbatim; texts marked "ours" are written for
// this product because the spec names the element without its text. Region wording is an ICU select on the
// region (AU: centre, enrol), as in the schedule parts.
import { defineMessages } from 'react-intl';
import type { Region } from '@cc/core';

type NoValues = Record<string, never>;
type RegionValues = { region: Region };

export const groupPageMessages = defineMessages<{
  title: NoValues;
  intro: RegionValues;
  dates: { start: string; end: string };
  from: { start: string };
  availableFor: { names: string };
  ungrouped: NoValues;
}>({
  // ours
  title: { id: 'enquiry.programs.groups.title', defaultMessage: 'Choose program groups' },
  // ours
  intro: {
    id: 'enquiry.programs.groups.intro',
    defaultMessage:
      'Select the program groups you would like to {region, select, AU {enrol} other {enroll}} your children in.',
  },
  // ours
  dates: { id: 'enquiry.programs.groups.dates', defaultMessage: '{start} to {end}' },
  // ours
  from: { id: 'enquiry.programs.groups.from', defaultMessage: 'From {start}' },
  // the spec's "Available for"
  availableFor: { id: 'enquiry.programs.groups.availableFor', defaultMessage: 'Available for: {names}' },
  // ours: the card of the programs a centre runs outside its groups
  ungrouped: { id: 'enquiry.programs.groups.ungrouped', defaultMessage: 'Other programs' },
});

export const listPageMessages = defineMessages<{
  title: NoValues;
  intro: NoValues;
  childHeading: { name: string };
  chosenCount: { count: number };
  loading: NoValues;
  loadFailed: NoValues;
  summaryHeading: NoValues;
}>({
  // ours
  title: { id: 'enquiry.programs.list.title', defaultMessage: 'Choose programs' },
  // ours
  intro: {
    id: 'enquiry.programs.list.intro',
    defaultMessage: 'Choose at least one program for each child, then pick the days and start date.',
  },
  // ours
  childHeading: { id: 'enquiry.programs.list.childHeading', defaultMessage: 'Programs for {name}' },
  // ours
  chosenCount: {
    id: 'enquiry.programs.list.chosenCount',
    defaultMessage: '{count, plural, =0 {No program chosen} one {# program chosen} other {# programs chosen}}',
  },
  // ours
  loading: { id: 'enquiry.programs.list.loading', defaultMessage: 'Loading programs' },
  // ours
  loadFailed: {
    id: 'enquiry.programs.list.loadFailed',
    defaultMessage: 'The programs could not be loaded. Please try again.',
  },
  // ours
  summaryHeading: { id: 'enquiry.programs.list.summaryHeading', defaultMessage: 'Summary' },
});

/** Care types as a centre lists them (wire values of CareType). Ours: the spec names the codes only. */
export const careTypeMessages = defineMessages<Record<'LDC' | 'BSC' | 'ASC' | 'VAC' | 'NON', NoValues>>({
  // Australia's own name for it (long day care); elsewhere full-day care
  LDC: { id: 'enquiry.programs.careType.LDC', defaultMessage: 'Full-day care' },
  BSC: { id: 'enquiry.programs.careType.BSC', defaultMessage: 'Before school care' },
  ASC: { id: 'enquiry.programs.careType.ASC', defaultMessage: 'After school care' },
  VAC: { id: 'enquiry.programs.careType.VAC', defaultMessage: 'Vacation care' },
  NON: { id: 'enquiry.programs.careType.NON', defaultMessage: 'Other programs' },
});

export const programCardMessages = defineMessages<{
  availableFor: { names: string };
  applicationFee: { amount: string };
  scheduleWeekly: { name: string; days: string; date: string };
  scheduleCasual: { name: string; date: string };
  choose: { program: string };
  change: { program: string };
  flexible: NoValues;
  clear: NoValues;
  waitlistOnly: NoValues;
  lowAvailability: NoValues;
}>({
  // the spec's "Available For"
  availableFor: { id: 'enquiry.programs.card.availableFor', defaultMessage: 'Available For: {names}' },
  // ours
  applicationFee: { id: 'enquiry.programs.card.applicationFee', defaultMessage: 'Application fee: {amount}' },
  // ours
  scheduleWeekly: {
    id: 'enquiry.programs.card.scheduleWeekly',
    defaultMessage: '{name}: {days}, starting {date}',
  },
  // ours
  scheduleCasual: {
    id: 'enquiry.programs.card.scheduleCasual',
    defaultMessage: '{name}: casual care, starting {date}',
  },
  // ours
  choose: { id: 'enquiry.programs.card.choose', defaultMessage: 'Choose {program}' },
  // ours
  change: { id: 'enquiry.programs.card.change', defaultMessage: 'Change {program}' },
  // the spec's badge, worded ours
  flexible: { id: 'enquiry.programs.card.flexible', defaultMessage: 'Flexible scheduling' },
  // the spec's link text
  clear: { id: 'enquiry.programs.card.clear', defaultMessage: 'Clear program' },
  // the spec's availability badges (WaitlistOnly, LowAvailability), worded ours
  waitlistOnly: { id: 'enquiry.programs.card.waitlistOnly', defaultMessage: 'Waitlist only' },
  lowAvailability: { id: 'enquiry.programs.card.lowAvailability', defaultMessage: 'Low availability' },
});

export const clearDialogMessages = defineMessages<{
  title: NoValues;
  body: { program: string };
  confirm: NoValues;
  cancel: NoValues;
}>({
  // ours
  title: { id: 'enquiry.programs.clear.title', defaultMessage: 'Clear program' },
  // ours
  body: {
    id: 'enquiry.programs.clear.body',
    defaultMessage: 'Remove {program} from all children? Their schedules for it will be cleared.',
  },
  // ours
  confirm: { id: 'enquiry.programs.clear.confirm', defaultMessage: 'Clear program' },
  // ours
  cancel: { id: 'enquiry.programs.clear.cancel', defaultMessage: 'Cancel' },
});

export const modalMessages = defineMessages<{
  details: NoValues;
  applicationFee: NoValues;
  operatingDays: NoValues;
  startDate: NoValues;
  endDate: NoValues;
  noEndDate: NoValues;
  feeWithSuffix: { amount: string; suffix: string };
  selectChildren: NoValues;
  born: { date: string };
  age: { years: number; months: number };
  differentSchedules: NoValues;
  scheduleFor: { name: string };
  sharedSchedule: { names: string };
  actionFor: { action: string; name: string };
  selected: NoValues;
  save: NoValues;
  cancel: NoValues;
}>({
  // ours: the details table's caption; its row heads are the spec's
  details: { id: 'enquiry.programs.modal.details', defaultMessage: 'Program details' },
  applicationFee: { id: 'enquiry.programs.modal.applicationFee', defaultMessage: 'Application fee' },
  operatingDays: { id: 'enquiry.programs.modal.operatingDays', defaultMessage: 'Operating days' },
  startDate: { id: 'enquiry.programs.modal.startDate', defaultMessage: 'Start date' },
  endDate: { id: 'enquiry.programs.modal.endDate', defaultMessage: 'End date' },
  // ours
  noEndDate: { id: 'enquiry.programs.modal.noEndDate', defaultMessage: 'Ongoing' },
  // ours: amount and the fee structure's suffix ("per place")
  feeWithSuffix: { id: 'enquiry.programs.modal.feeWithSuffix', defaultMessage: '{amount} {suffix}' },
  // the spec's heading
  selectChildren: { id: 'enquiry.programs.modal.selectChildren', defaultMessage: 'Select Child(ren)' },
  // ours
  born: { id: 'enquiry.programs.modal.born', defaultMessage: 'Born {date}' },
  // ours
  age: {
    id: 'enquiry.programs.modal.age',
    defaultMessage:
      '{years, plural, one {# year} other {# years}} {months, plural, one {# month} other {# months}} old',
  },
  // the spec's toggle
  differentSchedules: {
    id: 'enquiry.programs.modal.differentSchedules',
    defaultMessage: 'Different schedules for each child',
  },
  // ours
  scheduleFor: { id: 'enquiry.programs.modal.scheduleFor', defaultMessage: 'Schedule for {name}' },
  // ours
  sharedSchedule: { id: 'enquiry.programs.modal.sharedSchedule', defaultMessage: 'Schedule for {names}' },
  // ours: the Select / Update / Deselect buttons are core's labels; this names the child for screen readers
  actionFor: { id: 'enquiry.programs.modal.actionFor', defaultMessage: '{action} schedule for {name}' },
  // ours
  selected: { id: 'enquiry.programs.modal.selected', defaultMessage: 'Schedule selected' },
  // the spec's buttons
  save: { id: 'enquiry.programs.modal.save', defaultMessage: 'Save' },
  cancel: { id: 'enquiry.programs.modal.cancel', defaultMessage: 'Cancel' },
});

export const flexPolicyMessages = defineMessages<{
  link: NoValues;
  title: NoValues;
  body: RegionValues;
  bodyConfirm: RegionValues;
  close: NoValues;
}>({
  // the spec's link and title
  link: { id: 'enquiry.programs.flex.link', defaultMessage: 'What is Flexible Scheduling?' },
  title: { id: 'enquiry.programs.flex.title', defaultMessage: 'About Flexible Scheduling' },
  // ours
  body: {
    id: 'enquiry.programs.flex.body',
    defaultMessage:
      'Some programs at this {region, select, US {center} other {centre}} take casual bookings as well as, or instead of, the same days every week. A casual session is booked for a single day and depends on the places left that day.',
  },
  // ours
  bodyConfirm: {
    id: 'enquiry.programs.flex.bodyConfirm',
    defaultMessage:
      'Casual sessions are confirmed by the {region, select, US {center} other {centre}}; the fees shown are estimates until you receive an offer.',
  },
  // ours
  close: { id: 'enquiry.programs.flex.close', defaultMessage: 'Got it' },
});
