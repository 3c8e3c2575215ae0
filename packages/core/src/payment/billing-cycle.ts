import type { FieldError } from '../validation/result';
import { daysInMonth } from '../dates/wire-date';

export const BILLING_CYCLE_FREQUENCIES = ['BIWEEKLY', 'EVERY_FOUR_WEEKS', 'MONTHLY', 'QUARTERLY', 'WEEKLY'] as const;
export type BillingCycleFrequency = (typeof BILLING_CYCLE_FREQUENCIES)[number];

/** Display order of cycles, shortest first. */
export const BILLING_CYCLE_ORDER: Record<BillingCycleFrequency, number> = {
  WEEKLY: 1,
  BIWEEKLY: 2,
  EVERY_FOUR_WEEKS: 3,
  MONTHLY: 4,
  QUARTERLY: 5,
};

export interface BillingCycleTemplate {
  id: string;
  frequency: BillingCycleFrequency;
  dayOfWeek?: number | null;
  dayOfMonth?: number | null;
  name: string;
}

export function sortBillingCycleTemplates<T extends Pick<BillingCycleTemplate, 'frequency'>>(
  templates: readonly T[],
): T[] {
  return [...templates].sort((a, b) => BILLING_CYCLE_ORDER[a.frequency] - BILLING_CYCLE_ORDER[b.frequency]);
}

/** With a single template there is nothing to choose, so it is selected for the family. */
export const autoSelectedBillingCycle = (templates: readonly Pick<BillingCycleTemplate, 'id'>[]): string | null =>
  templates.length === 1 ? (templates[0]?.id ?? null) : null;

/** The select is disabled when there is only one template, or the account already has a billing cycle. */
export const isBillingCycleSelectDisabled = (templateCount: number, hasBillingCycleOnAccount: boolean): boolean =>
  templateCount === 1 || hasBillingCycleOnAccount;

/** The billing cycle is mandatory only where the form's validators ask for it. */
export function billingCycleErrors(
  billingCycle: { billingCycleTemplateId?: string | null } | null | undefined,
  required: boolean,
): FieldError[] {
  if (!required || billingCycle?.billingCycleTemplateId?.trim()) return [];
  return [{ path: 'billingCycle.billingCycleTemplateId', key: 'required' }];
}

/** dayOfMonth -1 means the last day of the month, whatever its length. */
export const LAST_DAY_OF_MONTH = -1;

export type DayOfMonthLabel = { key: 'billing-day-last' } | { key: 'billing-day-of-month'; values: { day: number } };

/** The message for a template's day of month (payment.messages.ts in @cc/ui). */
export const dayOfMonthLabel = (dayOfMonth: number): DayOfMonthLabel =>
  dayOfMonth === LAST_DAY_OF_MONTH
    ? { key: 'billing-day-last' }
    : { key: 'billing-day-of-month', values: { day: dayOfMonth } };

/**
 * The calendar day a billing day of month falls on in a given month: -1 is the last day, and a day the month
 * lacks (the 31st in April) falls back to its last day rather than spilling into the next month.
 */
export function billingDayIn(dayOfMonth: number, year: number, month: number): number {
  const last = daysInMonth(year, month);
  return dayOfMonth === LAST_DAY_OF_MONTH ? last : Math.min(Math.max(dayOfMonth, 1), last);
}
