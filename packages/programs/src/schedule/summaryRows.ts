// The figures of the schedule summary, in integer cents through core's cost rules. A biweekly schedule is priced
// week by week (each week's weekly subtotal), which is core's doubled weekly subtotal when both weeks match.
import {
  CURRENCY_BY_REGION,
  PICKER_WEEKDAYS,
  REGIONS,
  dailyFee,
  daysInWeek,
  isWeeklyTotalShown,
  money,
  multiplyMoney,
  sumMoney,
  totalPeriod,
  weeklySubtotal,
  weeksForCycleType,
  type CurrencyCode,
  type Money,
  type Region,
  type ScheduleFee,
  type TotalPeriod,
  type Week,
  type Weekday,
} from '@cc/core';
import type { ProgramScheduleValues } from '../values';
import type { ChildProgram } from './childPrograms';

export interface SummaryDay {
  dayOfWeek: Weekday;
  enrolled: boolean;
  /** The day's share of the fee; only on enrolled days of a priced program. */
  estimate?: Money;
}

export type SummaryRow =
  | { kind: 'days'; programId: string; programName: string; week: Week; showWeek: boolean; days: SummaryDay[] }
  | { kind: 'casual'; programId: string; programName: string; perSession?: Money };

export interface ScheduleSummaryFigures {
  rows: SummaryRow[];
  /** Absent when any schedule is casual (the spec hides the weekly total then) or a program's fee is unknown. */
  total?: { period: TotalPeriod; amount: Money };
}

const CURRENCIES = REGIONS.map((region) => CURRENCY_BY_REGION[region]) as readonly string[];

/** The currency the business charges in; the region's when the business gave none we can price in. */
export function summaryCurrency(currency: string, region: Region): CurrencyCode {
  return CURRENCIES.includes(currency) ? (currency as CurrencyCode) : CURRENCY_BY_REGION[region];
}

function weekFee(program: ChildProgram, currency: CurrencyCode, numberOfDays: number): ScheduleFee {
  return {
    feeAmount: money(program.row.feeAmount, currency),
    feeType: program.row.feeType,
    cycleType: 'Weekly',
    numberOfDays,
  };
}

export function summaryFigures(
  schedules: readonly ProgramScheduleValues[],
  programs: readonly ChildProgram[],
  currency: CurrencyCode,
): ScheduleSummaryFigures {
  const period = totalPeriod(schedules);
  const rows: SummaryRow[] = [];
  const subtotals: Money[] = [];
  let priced = true;
  for (const schedule of schedules) {
    const program = programs.find((candidate) => candidate.id === schedule.programId);
    if (!program) priced = false;
    if (schedule.cycleType === 'Casual') {
      const perSession = program
        ? dailyFee({
            feeAmount: money(program.row.feeAmount, currency),
            feeType: program.row.feeType,
            cycleType: 'Casual',
            numberOfDays: 0,
          })
        : undefined;
      rows.push({ kind: 'casual', programId: schedule.programId, programName: schedule.programName, perSession });
      continue;
    }
    const weeks = weeksForCycleType(schedule.cycleType);
    const weekSubtotals: Money[] = [];
    for (const week of weeks) {
      const chosen = daysInWeek(schedule.days, week);
      const fee = program ? weekFee(program, currency, chosen.length) : undefined;
      const estimate = fee && chosen.length > 0 ? dailyFee(fee) : undefined;
      if (fee) weekSubtotals.push(weeklySubtotal(fee));
      rows.push({
        kind: 'days',
        programId: schedule.programId,
        programName: schedule.programName,
        week,
        showWeek: weeks.length > 1,
        days: PICKER_WEEKDAYS.map((dayOfWeek) => {
          const enrolled = chosen.includes(dayOfWeek);
          return enrolled && estimate ? { dayOfWeek, enrolled, estimate } : { dayOfWeek, enrolled };
        }),
      });
    }
    // A weekly schedule in a biweekly total counts its week twice, as core's estimateTotal does.
    const subtotal = sumMoney(weekSubtotals, currency);
    subtotals.push(period === 'biweekly' && weeks.length === 1 ? multiplyMoney(subtotal, 2) : subtotal);
  }
  if (!priced || !isWeeklyTotalShown(schedules) || schedules.length === 0) return { rows };
  return { rows, total: { period, amount: sumMoney(subtotals, currency) } };
}
