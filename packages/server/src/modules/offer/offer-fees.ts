import {
  applicationFeeTotal,
  money,
  type CurrencyCode,
  type FeeStructureType,
  type ScheduleOfferState,
} from '@cc/core';
import type { PaymentInfo } from '../../generated/resolvers.generated';

export interface FeeSchedule {
  id: string;
  child_id: string;
  program_id: string | null;
  application_fee_cents: number;
  fee_structure_type: string | null;
}

/**
 * What the family pays before the offer is accepted: the programs' application fees added up by their structure
 * (per application, per child, per place; only the highest fixed fee across programs). Only a place (NEW) is paid
 * for: a waitlist place, an answered or a closed offer owes nothing.
 */
export function offerPaymentInfo(
  offer: { id: string; state: ScheduleOfferState; currency: string },
  schedules: readonly FeeSchedule[],
): PaymentInfo {
  const currency = offer.currency as CurrencyCode;
  const fee =
    offer.state !== 'NEW'
      ? 0
      : applicationFeeTotal(
          schedules
            .filter((s) => s.application_fee_cents > 0)
            .map((s) => ({
              programId: s.program_id ?? s.id,
              childKey: s.child_id,
              fee: money(s.application_fee_cents, currency),
              feeType: s.fee_structure_type as FeeStructureType | null,
            })),
          currency,
        ).cents;
  return {
    applicationOfferId: offer.id,
    isPaymentRequired: fee > 0,
    paymentAmount: fee,
    applicationFeeAmount: fee,
    discountAmount: 0,
    surchargeAmount: 0,
    total: fee,
    currency,
  };
}
