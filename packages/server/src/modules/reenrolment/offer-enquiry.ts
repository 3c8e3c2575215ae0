import {
  checkReEnrolmentSubmission,
  existingId,
  newScheduleState,
  phoneCountryOf,
  toE164,
  type PhoneCountry,
  type PhoneType,
  type ReEnrolmentContact,
  type ReEnrolmentSubmission,
} from '@cc/core';
import type { Insertable } from 'kysely';
import type { OfferEnquiryInput, SubmitApplicationResult } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import { failedSubmission, toApiState } from '../application/application.mapper';
import { requestHash } from '../application/request-hash';
import { scheduleRows, type CheckedSchedule } from '../application/submit-checks';
import { submitOnce } from '../application/submit-once';
import { originMayUse } from '../business/business.access';
import type { ContactChildRelationshipTable } from '../family/contact.table';
import { requireSession } from '../identity/session.access';
import { createOffer, expiryInDays, FORM_PAY_OFFER_DAYS } from '../offer/create-offer';
import type { Repositories } from '../repositories';
import { countBy } from './places.repository';
import { reEnrolmentActor } from './reenrolment-access';
import { checkReEnrolment, type CheckedReEnrolment } from './reenrolment-checks';
import { secondContactSettingsOf } from './reenrolment-settings';

/** The account's children as submitted: existing ones by id, new ones written now. Ids in input order. */
async function saveChildren(repos: Repositories, accountId: string, input: ReEnrolmentSubmission): Promise<string[]> {
  const ids: string[] = [];
  for (const child of input.children) ids.push(existingId(child.id) ?? (await repos.children.insert(accountId, child)));
  return ids;
}

/**
 * The contacts as the family left them: existing ones updated to what was sent, new ones added, and the submitted
 * children's relationships replaced by the ones sent. Primary contacts have full authority, bills included.
 */
async function saveContacts(
  repos: Repositories,
  accountId: string,
  input: ReEnrolmentSubmission,
  childIds: readonly string[],
  country: PhoneCountry,
): Promise<void> {
  const listed: Array<[ReEnrolmentContact, boolean]> = [
    ...input.primaryContacts.map((c) => [c, true] as [ReEnrolmentContact, boolean]),
    ...input.contacts.map((c) => [c, false] as [ReEnrolmentContact, boolean]),
  ];
  const relationships: Insertable<ContactChildRelationshipTable>[] = [];
  for (const [contact, isPrimary] of listed) {
    const fields = {
      first_name: contact.firstName.trim(),
      last_name: contact.lastName.trim(),
      email: contact.email?.trim() || null,
      // The struct accepted the number for the business's country, so it has an E.164 form.
      phone_number: toE164(contact.phoneNumber.number, country)!,
      phone_type: contact.phoneNumber.type as PhoneType,
      is_primary: isPrimary,
    };
    const known = existingId(contact.id);
    const id = known ?? (await repos.contacts.insert(accountId, fields));
    if (known) await repos.contacts.update(accountId, known, fields);
    for (const r of contact.relationships) {
      relationships.push({
        contact_id: id,
        child_id: childIds[r.childIndex]!,
        relationship: r.relationship,
        live_with: r.liveWith,
        emergency_contact: r.emergencyContact,
        permission_to_pick_up: r.permissionToPickUp,
        give_medical_treatment: r.giveMedicalTreatment,
        give_ambulance_transportation: r.giveAmbulanceTransportation,
        give_consent_regular_outings: r.giveConsentRegularOutings,
        pay_bill_permission: isPrimary,
      });
    }
  }
  await repos.contacts.replaceRelationships(accountId, childIds, relationships);
}

/**
 * Each schedule's state by the places its program has now, read under the rows' locks: one place per schedule, in
 * order, so the schedule that finds none goes to the waitlist.
 */
async function placeStates(repos: Repositories, centerId: string, schedules: readonly CheckedSchedule[]) {
  const left = await repos.places.lockAt(centerId, [...new Set(schedules.map((s) => s.program.program.id))]);
  return schedules.map(({ program }) => {
    const places = left.get(program.program.id) ?? 0;
    left.set(program.program.id, places - 1);
    return newScheduleState(places);
  });
}

/** Every row of the re-enrolment, in the caller's transaction; the answer the family (and any retry) gets. */
async function writeReEnrolment(
  repos: Repositories,
  input: ReEnrolmentSubmission,
  checked: CheckedReEnrolment,
  now: Date,
): Promise<SubmitApplicationResult> {
  const { business, center, actor } = checked;
  const childIds = await saveChildren(repos, actor.accountId, input);
  await saveContacts(repos, actor.accountId, input, childIds, phoneCountryOf(business.region));
  const states = await placeStates(repos, center.id, checked.schedules);
  const waitlisted = states.some((state) => state !== 'NEW');
  const linkCode = newLinkCode();
  const id = await repos.applications.insert(
    {
      business_id: business.id,
      center_id: center.id,
      account_id: actor.accountId,
      person_id: actor.personId,
      kind: checked.kind,
      state: waitlisted ? 'ON_WAITLIST' : 'APPLICANT_INITIATED',
      created_by: actor.createdBy,
      family_receives_subsidy: input.familyReceivesSubsidy ?? null,
      cwa_consent: input.cwaConsent ?? null,
      enquiry_link_id: null,
      link_code_hash: hashLinkCode(linkCode),
      idempotency_key: input.idempotencyKey,
      possible_match_account_id: null,
      reenrolment_correspondence_id: checked.correspondenceId,
    },
    scheduleRows(checked.schedules, childIds, center.id, states),
  );
  // Every schedule has a place: the offer is made at once and holds its places; the application's own link code
  // opens it (/offer/{linkCode}), where the family pays any fee and accepts.
  let offerId: string | undefined;
  if (!waitlisted) {
    offerId = await createOffer(repos, {
      business,
      center,
      applicationId: id,
      waitlist: false,
      expiryDate: expiryInDays(center.timezone, now, FORM_PAY_OFFER_DAYS),
      createdBy: actor.createdBy,
      now,
      holdsPlaces: true,
    });
  }
  if (offerId) {
    const taken = countBy(checked.schedules.map((s) => s.program.program.id));
    await repos.places.adjust(center.id, new Map([...taken].map(([programId, n]) => [programId, -n])));
  }
  return {
    success: true,
    id,
    linkCode,
    state: toApiState(offerId ? 'OFFERED' : 'ON_WAITLIST'),
    centerNames: [center.name],
    errors: [],
  };
}

/**
 * offerEnquiry: the caller (UNAUTHENTICATED without a session), the input validated as the widget validates it,
 * the account the caller may use ('invalid' at accountId otherwise, existing or not), then submitOnce: the database
 * checks and every write in one transaction, once per idempotency key.
 */
export async function offerEnquiry(ctx: GraphQLContext, raw: OfferEnquiryInput): Promise<SubmitApplicationResult> {
  const session = await requireSession(ctx, String(raw.businessId));
  const business = await ctx.repos.businesses.findActive(session.businessId);
  if (!business || !originMayUse(ctx, business)) return failedSubmission([{ path: 'businessId', key: 'invalid' }]);
  const validated = checkReEnrolmentSubmission(raw, phoneCountryOf(business.region), secondContactSettingsOf(business));
  if (!validated.ok) return failedSubmission(validated.errors);
  const input = validated.value;
  const actor = await reEnrolmentActor(ctx, business.id, input.accountId);
  if (!actor) return failedSubmission([{ path: 'accountId', key: 'invalid' }]);
  const result = await submitOnce(ctx, {
    businessId: business.id,
    idempotencyKey: input.idempotencyKey,
    hash: requestHash(input as unknown as Record<string, unknown>),
    check: () => checkReEnrolment(ctx.repos, input, business, actor, ctx.clock.now()),
    write: (scope, checked, now, answer) =>
      scope.transaction(async (tx) => {
        const written = await writeReEnrolment(tx, input, checked, now);
        await answer.save(tx, written);
        return written;
      }),
  });
  ctx.log.info(
    { applicationId: result.id || undefined, state: result.state, errors: result.errors.map((e) => e.key) },
    'offer enquiry',
  );
  return result;
}
