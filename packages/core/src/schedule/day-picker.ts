import { WEEKDAYS, type Weekday } from '../domain/enums';
import { PICKER_WEEKDAYS, type CycleType, type ScheduleDay, type Week } from './schedule-types';

export interface DayPickerContext {
  /** The program's operating days; a day outside them cannot be chosen. */
  operatingDays: readonly Weekday[];
  /** The program's maximum enrolment days; once reached, the unchosen days are disabled. */
  maxDays?: number | null;
}

export interface DayOption {
  dayOfWeek: Weekday;
  selected: boolean;
  disabled: boolean;
}

const isWeekend = (day: Weekday) => day === 'SATURDAY' || day === 'SUNDAY';

export const daysInWeek = (days: readonly ScheduleDay[], week: Week): Weekday[] =>
  days.filter((day) => day.week === week).map((day) => day.dayOfWeek);

/** Whether a day can be clicked, given the days already chosen in the same week. */
export function isDayDisabled(day: Weekday, chosen: readonly Weekday[], context: DayPickerContext): boolean {
  if (isWeekend(day)) return true;
  if (!context.operatingDays.includes(day)) return true;
  // A chosen day stays clickable so that it can be taken off again.
  if (chosen.includes(day)) return false;
  return context.maxDays != null && chosen.length >= context.maxDays;
}

/** The Monday-to-Friday buttons of one week of the picker. */
export function dayPickerOptions(
  days: readonly ScheduleDay[],
  context: DayPickerContext,
  week: Week = 'WEEK1',
): DayOption[] {
  const chosen = daysInWeek(days, week);
  return PICKER_WEEKDAYS.map((dayOfWeek) => ({
    dayOfWeek,
    selected: chosen.includes(dayOfWeek),
    disabled: isDayDisabled(dayOfWeek, chosen, context),
  }));
}

const dayOrder = (day: ScheduleDay) => (day.week === 'WEEK1' ? 0 : 7) + WEEKDAYS.indexOf(day.dayOfWeek);

/** Days sorted week by week, Monday to Sunday, as they are shown and submitted. */
export const sortDays = (days: readonly ScheduleDay[]): ScheduleDay[] =>
  [...days].sort((a, b) => dayOrder(a) - dayOrder(b));

/** Clicking a day: a chosen day is removed; a free day is added unless the picker has it disabled. */
export function toggleDay(
  days: readonly ScheduleDay[],
  dayOfWeek: Weekday,
  context: DayPickerContext,
  week: Week = 'WEEK1',
): ScheduleDay[] {
  const isChosen = days.some((day) => day.week === week && day.dayOfWeek === dayOfWeek);
  if (isChosen) return days.filter((day) => !(day.week === week && day.dayOfWeek === dayOfWeek));
  if (isDayDisabled(dayOfWeek, daysInWeek(days, week), context)) return [...days];
  return sortDays([...days, { dayOfWeek, week }]);
}

/** Week 2 only exists for biweekly schedules; for any other cycle type its days are dropped. */
export function daysForCycleType(days: readonly ScheduleDay[], cycleType: CycleType): ScheduleDay[] {
  return cycleType === 'Biweekly' ? [...days] : days.filter((day) => day.week === 'WEEK1');
}

/** The weeks the picker shows for a cycle type. */
export const weeksForCycleType = (cycleType: CycleType): Week[] =>
  cycleType === 'Biweekly' ? ['WEEK1', 'WEEK2'] : ['WEEK1'];
