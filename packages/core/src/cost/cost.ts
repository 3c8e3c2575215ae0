import type { FeeType } from '../domain/enums';
import {
  divideMoney,
  maxMoney,
  multiplyMoney,
  sumMoney,
  zeroMoney,
  type CurrencyCode,
  type Money,
} from '../money/money';
import type { CycleType } from '../schedule/schedule-types';

export interface ScheduleFee {
  feeAmount: Money;
  feeType: FeeType;
  cycleType: CycleType;
  /** Days attended in week 1 (every week, for a weekly schedule); casual schedules have none. */
  numberOfDays: number;
  /** Days attended in week 2 of a biweekly schedule; the same as week 1 when not given. */
  week2Days?: number;
}

/**
 * The weekly subtotal: the fee itself when the fee type is Weekly, else the fee times the number of days. A casual
 * schedule has no day count and a subtotal of 0.
 */
export function weeklySubtotal(schedule: ScheduleFee): Money {
  if (schedule.cycleType === 'Casual') return zeroMoney(schedule.feeAmount.currency);
  return schedule.feeType === 'Weekly' ? schedule.feeAmount : multiplyMoney(schedule.feeAmount, schedule.numberOfDays);
}

/** The subtotal for the schedule's own cycle: biweekly adds its two weeks (the doubled weekly subtotal when they match). */
export function cycleSubtotal(schedule: ScheduleFee): Money {
  return schedule.cycleType === 'Biweekly' ? periodSubtotal(schedule, 'biweekly') : periodSubtotal(schedule, 'weekly');
}

/** The daily fee: the subtotal divided by the days, or the fee itself for casual ("from amount per session"). */
export function dailyFee(schedule: ScheduleFee): Money {
  if (schedule.cycleType === 'Casual') return schedule.feeAmount;
  if (schedule.numberOfDays <= 0) return zeroMoney(schedule.feeAmount.currency);
  return divideMoney(weeklySubtotal(schedule), schedule.numberOfDays);
}

/** The weekly expected total is hidden when any schedule is casual. */
export const isWeeklyTotalShown = (schedules: readonly { cycleType: CycleType }[]): boolean =>
  !schedules.some((schedule) => schedule.cycleType === 'Casual');

export const TOTAL_PERIODS = ['weekly', 'biweekly'] as const;
export type TotalPeriod = (typeof TOTAL_PERIODS)[number];

/** Totals are labelled biweekly (AU: fortnightly) as soon as one schedule is biweekly. */
export const totalPeriod = (schedules: readonly { cycleType: CycleType }[]): TotalPeriod =>
  schedules.some((schedule) => schedule.cycleType === 'Biweekly') ? 'biweekly' : 'weekly';

/**
 * The days a schedule attends in each week of the estimate's period: one week for a weekly total, two for a
 * biweekly one (a weekly schedule attends the same days both weeks); none for casual.
 */
export function periodDays(schedule: ScheduleFee, period: TotalPeriod): number[] {
  if (schedule.cycleType === 'Casual') return [];
  if (period === 'weekly') return [schedule.numberOfDays];
  const week2 =
    schedule.cycleType === 'Biweekly' ? (schedule.week2Days ?? schedule.numberOfDays) : schedule.numberOfDays;
  return [schedule.numberOfDays, week2];
}

/** A schedule's cost over the estimate's period, week by week, so each row and the total agree. */
export function periodSubtotal(schedule: ScheduleFee, period: TotalPeriod): Money {
  const weeks = periodDays(schedule, period).map((numberOfDays) => weeklySubtotal({ ...schedule, numberOfDays }));
  return sumMoney(weeks, schedule.feeAmount.currency);
}

/** The estimate total, in the period of `totalPeriod`: the sum of every schedule's cost over that period. */
export function estimateTotal(schedules: readonly ScheduleFee[], currency: CurrencyCode): Money {
  const period = totalPeriod(schedules);
  return sumMoney(
    schedules.map((schedule) => periodSubtotal(schedule, period)),
    currency,
  );
}

/** Across several programs only the highest fixed fee is paid, not their sum. */
export const highestFixedFee = (fees: readonly Money[], currency: CurrencyCode): Money => maxMoney(fees, currency);
