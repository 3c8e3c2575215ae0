import { isOfferExpired, resolveFlags, toRegion } from '@cc/core';
import type { ApplicationOffer, OfferChild } from '../../generated/resolvers.generated';
import { feeUnlessForbidden } from '../center/application-fees';
import type { PromoRepository } from '../payment/promo.repository';
import type { OfferRepository } from './offer.repository';
import { offerPaymentInfo } from './offer-fees';

export type OfferHeader = NonNullable<Awaited<ReturnType<OfferRepository['header']>>>;
export type OfferPromo = NonNullable<Awaited<ReturnType<PromoRepository['ofOffer']>>>;
export type OfferScheduleRow = Awaited<ReturnType<OfferRepository['schedulesOf']>>[number];

/**
 * The offer page's payload (document 2, section 3) from the offer's rows, as of `now`; its waitlist positions are
 * read apart, only when asked for (offer.resolvers.ts).
 */
export function toApplicationOffer(
  header: OfferHeader,
  schedules: readonly OfferScheduleRow[],
  linkCode: string,
  now: Date,
  promo?: OfferPromo | null,
  methodType?: string | null,
): Omit<ApplicationOffer, 'waitlistPositions'> {
  const children = new Map<string, OfferChild>();
  for (const s of schedules) {
    const child = children.get(s.child_id) ?? {
      id: s.child_id,
      firstName: s.first_name,
      lastName: s.last_name,
      dateOfBirth: s.date_of_birth,
      offers: [],
    };
    child.offers.push({
      id: s.id,
      state: s.state,
      startDate: s.start_date,
      endDate: s.end_date,
      cycleType: s.cycle_type,
      careType: s.care_type,
      className: s.class_name,
      feeAmount: s.fee_amount_cents,
      feeType: s.fee_type as OfferChild['offers'][number]['feeType'],
      feeStructureType: header.application_fees_allowed
        ? (s.fee_structure_type as OfferChild['offers'][number]['feeStructureType'])
        : null,
      applicationFeeAmount: feeUnlessForbidden(header.application_fees_allowed, s.application_fee_cents),
      days: s.days,
      program: s.program_id
        ? { id: s.program_id, programName: s.program_name ?? '', description: s.program_description }
        : null,
    });
    children.set(s.child_id, child);
  }
  const starts = schedules.map((s) => s.start_date).sort();
  return {
    id: header.id,
    businessId: header.business_id,
    businessName: header.business_name,
    region: toRegion(header.region),
    currency: header.currency,
    applicationId: header.application_id,
    centerId: header.center_id,
    linkCode,
    applicationState: header.application_state,
    state: header.state,
    earliestProgramStartDate: starts[0] ?? null,
    expiryDate: header.expiry_date,
    expired: isOfferExpired(header.expiry_date, header.timezone, now),
    enrollmentFormRequired: header.enrolment_form_required,
    enrollmentSettings: { flowType: header.flow_type },
    appliedFlowType: header.flow_type,
    center: { id: header.center_id, name: header.center_name, timezone: header.timezone },
    children: [...children.values()],
    paymentInfo: offerPaymentInfo(
      {
        id: header.id,
        state: header.state,
        currency: header.currency,
        card_surcharge_basis_points: header.card_surcharge_basis_points,
        application_fees_allowed: header.application_fees_allowed,
      },
      schedules,
      promo,
      methodType,
    ),
    leadPromoCodes: resolveFlags(header.feature_flags).leadPromoCodes,
    // Read separately (offer.resolvers.ts): the provider's session, the method and the charges.
    paymentProviderInfo: null,
    paymentMethod: null,
    charges: [],
  };
}
