import { resolveFlags, toRegion } from '@cc/core';
import type {
  RegistrationSubmissionChild,
  RegistrationSubmissionOffer,
  RegistrationSubmissionState,
} from '../../generated/resolvers.generated';
import { feeUnlessForbidden } from '../center/application-fees';
import type { CheckoutRepository } from './checkout.repository';
import { checkoutPaymentInfo } from './checkout-fees';
import type { SubmissionHeader } from './submission-access';

export type CheckoutScheduleRow = Awaited<ReturnType<CheckoutRepository['schedulesOf']>>[number];
export type CheckoutPromo = NonNullable<Awaited<ReturnType<CheckoutRepository['promoOf']>>>;
export type CheckoutMethod = NonNullable<Awaited<ReturnType<CheckoutRepository['methodOf']>>>;

/**
 * The submission's children in the family's order, each with its program rows in the registration's order. At a
 * centre with application fees off no row carries a fee (center/application-fees.ts).
 */
export function toSubmissionChildren(
  schedules: readonly CheckoutScheduleRow[],
  feesAllowed: boolean,
): RegistrationSubmissionChild[] {
  const children = new Map<string, RegistrationSubmissionChild>();
  for (const s of schedules) {
    const child = children.get(s.child_id) ?? {
      id: s.child_id,
      firstName: s.first_name,
      lastName: s.last_name,
      dateOfBirth: s.date_of_birth,
      schedules: [],
    };
    child.schedules.push({
      id: s.id,
      state: s.state,
      isWaitlisted: s.state === 'OFFERED_WAITLIST' || s.state === 'WAITLISTED',
      isEarlyBird: feesAllowed && s.is_early_bird,
      feeAmount: feeUnlessForbidden(feesAllowed, s.fee_cents),
      program: {
        id: s.program_id,
        name: s.program_name,
        description: s.program_description,
        startDate: s.start_date,
        endDate: s.end_date,
      },
    });
    children.set(s.child_id, child);
  }
  return [...children.values()];
}

/**
 * The checkout page's payload from the submission's rows. A rejected submission shows its state only: no children
 * and nothing to pay. The provider's session is added by the resolver (it is fetched only when a fee is due).
 */
export function toSubmissionOffer(
  header: SubmissionHeader,
  schedules: readonly CheckoutScheduleRow[],
  promo: CheckoutPromo | null | undefined,
  method: CheckoutMethod | null | undefined,
  isPaid: boolean,
): RegistrationSubmissionOffer {
  const rejected = header.state === 'REJECTED';
  const rows = rejected ? [] : schedules;
  return {
    id: header.id,
    businessId: header.business_id,
    registrationId: header.registration_id,
    name: header.name,
    description: header.description,
    askFamilyAboutSubsidy: header.ask_family_about_subsidy,
    state: header.state as RegistrationSubmissionState,
    region: toRegion(header.region),
    centerId: header.center_id,
    centerName: header.center_name,
    children: toSubmissionChildren(rows, header.application_fees_allowed),
    paymentInfo: checkoutPaymentInfo(header, rows, promo, method?.method_type, isPaid),
    paymentProviderInfo: null,
    paymentMethod: method
      ? { paymentToken: method.token, methodType: method.method_type, brand: method.brand, lastFour: method.last_four }
      : null,
    acceptsPromoCodes: resolveFlags(header.feature_flags).leadPromoCodes,
  };
}
