import {
  applicationFeeTotal,
  cardSurcharge,
  money,
  promoDiscount,
  type CurrencyCode,
  type FeeStructureType,
  type Promo,
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
 * for: a waitlist place, an answered or a closed offer owes nothing, and neither does an offer at a centre with
 * application fees off, whatever its schedules carry (center/application-fees.ts). A promo code takes its discount
 * off the fee; paying by card adds the business's surcharge on what is left.
 */
export function offerPaymentInfo(
  offer: {
    id: string;
    state: ScheduleOfferState;
    currency: string;
    card_surcharge_basis_points?: number;
    application_fees_allowed: boolean;
  },
  schedules: readonly FeeSchedule[],
  promo?: (Promo & { name: string }) | null,
  /** The payment method's type: a card carries the business's surcharge. */
  methodType?: string | null,
): PaymentInfo {
  const currency = offer.currency as CurrencyCode;
  const fee =
    offer.state !== 'NEW' || !offer.application_fees_allowed
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
  const discount = promoDiscount(fee, promo);
  const surcharge = cardSurcharge(fee - discount, offer.card_surcharge_basis_points ?? 0, methodType);
  const total = fee - discount + surcharge;
  return {
    applicationOfferId: offer.id,
    isPaymentRequired: total > 0,
    paymentAmount: total,
    applicationFeeAmount: fee,
    discount: promo && discount > 0 ? { name: promo.name, amount: discount } : null,
    discountAmount: discount,
    surchargeAmount: surcharge,
    total,
    currency,
  };
}
