import { cardSurcharge, promoDiscount, type Promo } from '@cc/core';
import type { RegistrationPaymentInfo } from '../../generated/resolvers.generated';
import { feeUnlessForbidden } from '../center/application-fees';
import type { RegistrationScheduleState } from './registration.table';

/** Submission states in which the family can still accept, and so still pay. */
export const PAYABLE_STATES: readonly string[] = ['APPROVED', 'OFFERED_WAITLIST'];

/** Rows whose fee the family pays: a place given (APPROVED) or accepted. A row waiting for approval is not due yet. */
const PAID_FOR: readonly RegistrationScheduleState[] = ['APPROVED', 'ACCEPTED'];

/**
 * What the checkout costs (document 2, "Registration checkout"): the fees fixed on the rows with a place, less the
 * promo code's discount, plus the business's card surcharge when the saved method is a card. A waitlist row costs
 * nothing, and so does every row at a centre with application fees off, whatever it carries
 * (center/application-fees.ts). It is due only while the submission can be accepted and no charge for it has
 * succeeded.
 */
export function checkoutPaymentInfo(
  submission: {
    state: string;
    currency: string;
    card_surcharge_basis_points: number;
    application_fees_allowed: boolean;
  },
  schedules: ReadonlyArray<{ state: RegistrationScheduleState; fee_cents: number }>,
  promo: (Promo & { name: string }) | null | undefined,
  methodType: string | null | undefined,
  isPaid: boolean,
): RegistrationPaymentInfo {
  const fee = feeUnlessForbidden(
    submission.application_fees_allowed,
    schedules.filter((s) => PAID_FOR.includes(s.state)).reduce((sum, s) => sum + s.fee_cents, 0),
  );
  const discount = promoDiscount(fee, promo);
  const surcharge = cardSurcharge(fee - discount, submission.card_surcharge_basis_points, methodType);
  const total = fee - discount + surcharge;
  return {
    isPaymentRequired: total > 0 && !isPaid && PAYABLE_STATES.includes(submission.state),
    registrationFeeAmount: fee,
    discount: promo && discount > 0 ? { name: promo.name, amount: discount } : null,
    discountAmount: discount,
    surchargeAmount: surcharge,
    total,
    currency: submission.currency,
    isPaid,
  };
}
