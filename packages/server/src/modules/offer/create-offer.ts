import { addDaysToWireDate, centreToday, type ApplicationState } from '@cc/core';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import type { Repositories } from '../repositories';

/** The program form flow's offer, made as its enquiry is submitted, stays open this many days (ours: the spec names none). */
export const FORM_PAY_OFFER_DAYS = 7;

export interface NewOffer {
  business: { id: string };
  center: { id: string; timezone: string; uses_enrolment_form: boolean | null };
  applicationId: string;
  /** The application's schedules to offer; all of them when absent. */
  applicationScheduleIds?: ReadonlySet<string>;
  waitlist: boolean;
  expiryDate: string;
  createdBy: string | null;
  now: Date;
  /** The offer took its places from the programs' counts (a re-enrolment's): they go back if it is lost. */
  holdsPlaces?: boolean;
}

/**
 * An offer of the application's programs, in the caller's transaction: each schedule priced by its program at the
 * centre (rate and application fee), and the application moved to OFFERED (OFFERED_PENDING_ACCEPTANCE for a
 * waitlist place). Returns undefined when no schedule matched.
 */
export async function createOffer(repos: Repositories, offer: NewOffer): Promise<string | undefined> {
  const schedules = (await repos.applications.schedulesFor([offer.applicationId])).filter(
    (s) => !offer.applicationScheduleIds || offer.applicationScheduleIds.has(s.id),
  );
  if (schedules.length === 0) return undefined;
  const fees = await repos.offers.programFeesAt(offer.center.id, [...new Set(schedules.map((s) => s.program_id))]);
  const state = offer.waitlist ? 'OFFERED_WAITLIST' : 'NEW';
  const id = await repos.offers.insert(
    {
      business_id: offer.business.id,
      application_id: offer.applicationId,
      center_id: offer.center.id,
      state,
      expiry_date: offer.expiryDate,
      enrolment_form_required: offer.center.uses_enrolment_form ?? true,
      created_by_person_id: offer.createdBy,
      places_held: offer.holdsPlaces ?? false,
      created_at: offer.now,
      updated_at: offer.now,
    },
    schedules.map((s) => {
      const fee = fees.find((f) => f.program_id === s.program_id);
      return {
        application_schedule_id: s.id,
        child_id: s.child_id,
        program_id: s.program_id,
        state,
        start_date: s.start_date,
        end_date: null,
        cycle_type: s.cycle_type,
        care_type: s.care_type,
        class_name: fee?.class_name ?? null,
        fee_amount_cents: fee?.fee_amount_cents ?? 0,
        fee_type: fee?.fee_type ?? null,
        application_fee_cents: fee?.application_fee_amount_cents ?? 0,
        fee_structure_type: fee?.application_fee_type ?? null,
        days: JSON.stringify(s.days),
      };
    }),
  );
  const applicationState: ApplicationState = offer.waitlist ? 'OFFERED_PENDING_ACCEPTANCE' : 'OFFERED';
  await repos.applications.setState(offer.applicationId, applicationState);
  return id;
}

/** The last day to accept an offer made today at this centre, `days` from now. */
export const expiryInDays = (timezone: string, now: Date, days: number): string =>
  addDaysToWireDate(centreToday(timezone, now), days);

/** How long a link handed out again to a retried submission stays valid. */
export const RETRY_LINK_LIFETIME_MS = 24 * 60 * 60_000;

/**
 * A retried enquiry whose first answer was lost gets the stored answer, which holds no link code (only hashes are
 * kept). For the program form flow that answer leads to the offer, so the retry (same idempotency key, same request)
 * is handed a new short-lived link to the application's newest offer instead.
 */
export async function reissueOfferLink(repos: Repositories, applicationId: string, now: Date) {
  const [offer] = (await repos.offers.ofApplications([applicationId])).offers;
  if (!offer) return null;
  const linkCode = newLinkCode();
  await repos.offers.addLinks(
    [{ offerId: offer.id, linkCodeHash: hashLinkCode(linkCode) }],
    'retry',
    now,
    new Date(now.getTime() + RETRY_LINK_LIFETIME_MS),
  );
  return linkCode;
}
