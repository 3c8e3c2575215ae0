import {
  applicationFeeTotal,
  periodDays,
  periodSubtotal,
  cycleTypeForProgram,
  dailyFee,
  daysInWeek,
  estimateTotal,
  isWeeklyTotalShown,
  money,
  totalPeriod,
  type CurrencyCode,
  type DryRunOffer,
  type ScheduleDay,
  type ScheduleFee,
} from '@cc/core';
import type { CostEstimate, CostItem, PaymentInfo } from '../../generated/resolvers.generated';
import type { ProgramAtCenter } from '../program/program.repository';

/** A dry-run offer with the program row it names at the centre. */
export interface PricedOffer {
  offer: DryRunOffer;
  program: ProgramAtCenter;
}

/**
 * The schedule's fee as core's cost rules read it. A casual-only program is casual whatever was sent (as the widget
 * forces it). Days are counted in the week they fall in: week 2 only for a biweekly schedule.
 */
function scheduleFee({ offer, program }: PricedOffer, currency: CurrencyCode): ScheduleFee {
  const cycleType = cycleTypeForProgram(program.row.enrollment_options, offer.cycleType ?? 'Weekly');
  const countIn = (week: 'WEEK1' | 'WEEK2') => new Set(daysInWeek(offer.days as ScheduleDay[], week)).size;
  const fee: ScheduleFee = {
    feeAmount: money(program.row.fee_amount_cents, currency),
    feeType: program.row.fee_type,
    cycleType,
    numberOfDays: cycleType === 'Casual' ? 0 : countIn('WEEK1'),
  };
  return cycleType === 'Biweekly' ? { ...fee, week2Days: countIn('WEEK2') } : fee;
}

/**
 * The cost estimate: per schedule the daily fee and the subtotal for its own cycle (weekly, or biweekly for a
 * biweekly schedule; 0 for casual); the total in the estimate's period, hidden (null) when any schedule is casual.
 * Nothing to price means nothing to estimate.
 */
export function costEstimate(offers: readonly PricedOffer[], currency: CurrencyCode): CostEstimate {
  const fees = offers.map((offer) => scheduleFee(offer, currency));
  const period = totalPeriod(fees);
  const items: CostItem[] = offers.map((priced, i) => {
    const fee = fees[i]!;
    const daysPerWeek = periodDays(fee, period);
    return {
      childIdentifier: priced.offer.childIdentifier,
      childName: priced.offer.childName,
      programName: priced.program.program.program_name,
      numberOfDays: fee.cycleType === 'Casual' ? null : daysPerWeek.reduce((sum, days) => sum + days, 0),
      daysPerWeek,
      amountPerSession: dailyFee(fee).cents,
      subTotal: periodSubtotal(fee, period).cents,
      cycleType: fee.cycleType,
    };
  });
  return {
    isCostEstimable: offers.length > 0,
    estimatedTotalAmount: isWeeklyTotalShown(fees) ? estimateTotal(fees, currency).cents : null,
    totalPeriod: period,
    currency,
    estimatedCostItems: items,
  };
}

/**
 * The fees due now: the programs' application fees for these places (core's fee-type rules). There is no
 * surcharge or discount before a payment method or promo code is chosen, and no offer exists yet.
 */
export function paymentInfo(offers: readonly PricedOffer[], currency: CurrencyCode): PaymentInfo {
  const fee = applicationFeeTotal(
    offers.map(({ offer, program }) => ({
      programId: program.program.id,
      childKey: offer.childIdentifier.trim(),
      fee: money(program.row.application_fee_amount_cents, currency),
      feeType: program.row.application_fee_type,
    })),
    currency,
  ).cents;
  const surchargeAmount = 0;
  const discountAmount = 0;
  const total = fee + surchargeAmount - discountAmount;
  return {
    applicationOfferId: null,
    discount: null,
    isPaymentRequired: total > 0,
    paymentAmount: fee,
    surchargeAmount,
    applicationFeeAmount: fee,
    discountAmount,
    total,
    currency,
  };
}
