import {
  inquiryApplicationState,
  isUuid,
  phoneCountryOf,
  toE164,
  validateInquirySubmission,
  type InquirySubmission,
  type PhoneType,
} from '@cc/core';
import type { SubmitApplicationInput, SubmitApplicationResult } from '../../generated/resolvers.generated';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import type { GraphQLContext } from '../../graphql/context';
import { originMayUse } from '../business/business.access';
import { saveFamily } from '../family/save-family';
import { createOffer, expiryInDays, FORM_PAY_OFFER_DAYS } from '../offer/create-offer';
import type { Repositories } from '../repositories';
import { failedSubmission, toApiState } from './application.mapper';
import { requestHash } from './request-hash';
import { checkSubmission, scheduleRows, type CheckedSubmission } from './submit-checks';
import { submitOnce, type AnswerSlot } from './submit-once';

/** Every row of the enquiry, in the caller's transaction; returns the answer the family (and any retry) gets. */
async function writeEnquiry(
  repos: Repositories,
  input: InquirySubmission,
  checked: CheckedSubmission,
  now: Date,
  answer: AnswerSlot,
): Promise<SubmitApplicationResult> {
  const { business, center } = checked;
  const { personId, accountId, childIds, possibleMatchAccountId } = await saveFamily(
    repos,
    business.id,
    {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      // The struct accepted the number for the business's country, so it has an E.164 form.
      phoneNumber: toE164(input.phoneNumber.number, phoneCountryOf(business.region))!,
      phoneType: input.phoneNumber.type as PhoneType,
    },
    input.children,
    checked.possibleMatchAccountId,
  );

  const linkCode = newLinkCode();
  const state = inquiryApplicationState(
    business.flow_type,
    checked.schedules.map((s) => s.state),
  );
  // The program form flow's family gets its offer at once: the enquiry continues to /offer/{linkCode}, which the
  // application's own link code opens. A schedule on the waitlist means no place to offer yet. Without an offer to
  // make, the answer is known now and is stored with the application.
  const offers = business.flow_type === 'INQUIRE_PROGRAM_FORM_PAY_APPROVE' && state !== 'ON_WAITLIST';
  const answerFor = (id: string, offered: boolean): SubmitApplicationResult => ({
    success: true,
    id,
    linkCode,
    state: toApiState(offered ? 'OFFERED' : state),
    centerNames: [center.name],
    errors: [],
  });
  const id = await repos.applications.insert(
    {
      business_id: business.id,
      center_id: center.id,
      account_id: accountId,
      person_id: personId,
      kind: 'INQUIRY',
      state,
      created_by: input.createdBy?.toLowerCase() ?? null,
      family_receives_subsidy: input.familyReceivesSubsidy ?? null,
      cwa_consent: input.cwaConsent ?? null,
      enquiry_link_id: checked.link?.id ?? null,
      link_code_hash: hashLinkCode(linkCode),
      idempotency_key: input.idempotencyKey,
      possible_match_account_id: possibleMatchAccountId,
    },
    scheduleRows(checked.schedules, childIds, center.id),
    offers ? undefined : (newId) => answer.row(answerFor(newId, false)),
  );
  const offered =
    offers &&
    (await createOffer(repos, {
      business,
      center,
      applicationId: id,
      waitlist: false,
      expiryDate: expiryInDays(center.timezone, now, FORM_PAY_OFFER_DAYS),
      createdBy: null,
      now,
    })) !== undefined;
  return answerFor(id, offered);
}

/**
 * submitApplication: validate (as the widget does), then check against the database, then write everything in one
 * transaction (submitOnce: a repeated idempotency key gets the first answer back). Expected failures come back as data
 * with nothing written.
 */
export async function submitApplication(
  ctx: Pick<GraphQLContext, 'repos' | 'withTransaction' | 'clock' | 'origin' | 'selfOrigin'>,
  raw: SubmitApplicationInput,
): Promise<SubmitApplicationResult> {
  const { repos, clock } = ctx;
  // A phone number without a +code is read for the business's country (AU families type 0412 345 678); the
  // business is read again, with every other check, once the input is known to be well formed.
  const businessKey = String(raw.businessId).toLowerCase();
  const region = (isUuid(businessKey) ? (await repos.businesses.findActive(businessKey))?.region : undefined) ?? 'US';
  const validated = validateInquirySubmission(raw, phoneCountryOf(region));
  if (!validated.ok) return failedSubmission(validated.errors);
  const input = validated.value;
  const businessId = input.businessId.toLowerCase();
  return submitOnce(ctx, {
    businessId,
    idempotencyKey: input.idempotencyKey,
    hash: requestHash(input as unknown as Record<string, unknown>),
    check: () => checkSubmission(repos, input, clock.now(), (business) => originMayUse(ctx, business)),
    write: (tx, checked, now, answer) => writeEnquiry(tx, input, checked, now, answer),
  });
}
