import { isWireDate } from '../dates/wire-date';
import type { FieldError } from '../validation/result';

/** The program dates that bound a schedule's start (YYYY-MM-DD). */
export interface ProgramDates {
  startDate?: string | null;
  endDate?: string | null;
}

export type StartDateRule = { kind: 'fixed'; date: string } | { kind: 'range'; min: string; max?: string };

/** YYYY-MM-DD strings sort as dates, so plain comparison is enough. */
export const isProgramStartingInFuture = (
  program: ProgramDates,
  today: string,
  // Stryker disable next-line ConditionalExpression: a missing start date compares as not after today either way
): program is ProgramDates & { startDate: string } => program.startDate != null && program.startDate > today;

/**
 * A program that starts in the future fixes the start date to its first day; otherwise any date from today up to
 * the program's end can be picked. `today` is the caller's date (YYYY-MM-DD), so the rule stays pure.
 */
export function startDateRule(program: ProgramDates, today: string): StartDateRule {
  if (isProgramStartingInFuture(program, today)) return { kind: 'fixed', date: program.startDate };
  return program.endDate ? { kind: 'range', min: today, max: program.endDate } : { kind: 'range', min: today };
}

/** Whether the date picker disables a day. */
export function isStartDateDisabled(date: string, rule: StartDateRule): boolean {
  if (rule.kind === 'fixed') return date !== rule.date;
  // Stryker disable next-line ConditionalExpression: no date is after an undefined end, so the check only reads clearer
  return date < rule.min || (rule.max !== undefined && date > rule.max);
}

/** The date a new schedule starts with: the program start when it is fixed, else nothing chosen yet. */
export const initialStartDate = (program: ProgramDates, today: string): string | undefined => {
  const rule = startDateRule(program, today);
  // Stryker disable next-line ConditionalExpression: a range rule has no date, so it gives undefined either way
  return rule.kind === 'fixed' ? rule.date : undefined;
};

export function validateStartDate(
  date: string | undefined | null,
  program: ProgramDates,
  today: string,
  path = 'startDate',
): FieldError[] {
  if (date == null || date.trim() === '') return [{ path, key: 'required' }];
  if (!isWireDate(date)) return [{ path, key: 'schedule-start-date-invalid' }];
  const rule = startDateRule(program, today);
  if (rule.kind === 'fixed') {
    return date === rule.date
      ? []
      : [{ path, key: 'schedule-start-date-not-program-start', values: { date: rule.date } }];
  }
  if (date < rule.min) return [{ path, key: 'schedule-start-date-before-today' }];
  // Stryker disable next-line ConditionalExpression: no date is after an undefined end, so the check only reads clearer
  if (rule.max !== undefined && date > rule.max) {
    return [{ path, key: 'schedule-start-date-after-program-end', values: { date: rule.max } }];
  }
  return [];
}
