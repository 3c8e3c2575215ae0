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
  /** Days attended per week; casual schedules have none. */
  numberOfDays: number;
}

/**
 * The weekly subtotal: the fee itself when the fee type is Weekly, else the fee times the number of days. A casual
 * schedule has no day count and a subtotal of 0.
 */
export function weeklySubtotal(schedule: ScheduleFee): Money {
  if (schedule.cycleType === 'Casual') return zeroMoney(schedule.feeAmount.currency);
  return schedule.feeType === 'Weekly' ? schedule.feeAmount : multiplyMoney(schedule.feeAmount, schedule.numberOfDays);
}

/** The subtotal for the schedule's own cycle: biweekly doubles the weekly subtotal. */
export function cycleSubtotal(schedule: ScheduleFee): Money {
  const weekly = weeklySubtotal(schedule);
  return schedule.cycleType === 'Biweekly' ? multiplyMoney(weekly, 2) : weekly;
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

/** The estimate total, in the period of `totalPeriod`: weekly schedules count twice when the total is biweekly. */
export function estimateTotal(schedules: readonly ScheduleFee[], currency: CurrencyCode): Money {
  const weeks = totalPeriod(schedules) === 'biweekly' ? 2 : 1;
  return sumMoney(
    schedules.map((schedule) => multiplyMoney(weeklySubtotal(schedule), weeks)),
    currency,
  );
}

/** Across several programs only the highest fixed fee is paid, not their sum. */
export const highestFixedFee = (fees: readonly Money[], currency: CurrencyCode): Money => maxMoney(fees, currency);
