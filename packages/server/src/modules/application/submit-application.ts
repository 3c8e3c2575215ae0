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
import { familyAccountName } from '../family/save-family';
import { createOffer, expiryInDays, FORM_PAY_OFFER_DAYS } from '../offer/create-offer';
import type { Repositories } from '../repositories';
import { failedSubmission, toApiState } from './application.mapper';
import { requestHash } from './request-hash';
import { checkSubmission, scheduleRows, type CheckedSubmission } from './submit-checks';
import { submitOnce, type AnswerSlot, type WriteScope } from './submit-once';

/**
 * Every row of the enquiry; returns the answer the family (and any retry) gets. Without an offer to make, the new
 * family, the application, its schedules and the stored answer are one statement, no transaction needed; the program
 * form flow's family gets its offer at once (the enquiry continues to /offer/{linkCode}, which the application's own
 * link code opens), and those further writes share a transaction with the rest.
 */
async function writeEnquiry(
  scope: WriteScope,
  input: InquirySubmission,
  checked: CheckedSubmission,
  now: Date,
  answer: AnswerSlot,
): Promise<SubmitApplicationResult> {
  const { business, center } = checked;
  const linkCode = newLinkCode();
  const state = inquiryApplicationState(
    business.flow_type,
    checked.schedules.map((s) => s.state),
  );
  // A schedule on the waitlist means no place to offer yet.
  const offers = business.flow_type === 'INQUIRE_PROGRAM_FORM_PAY_APPROVE' && state !== 'ON_WAITLIST';
  const answerFor = (id: string, offered: boolean): SubmitApplicationResult => ({
    success: true,
    id,
    linkCode,
    state: toApiState(offered ? 'OFFERED' : state),
    centerNames: [center.name],
    errors: [],
  });
  const writeApplication = (repos: Repositories, storeAnswer: boolean): Promise<string> => {
    const person = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      // The struct accepted the number for the business's country, so it has an E.164 form.
      phoneNumber: toE164(input.phoneNumber.number, phoneCountryOf(business.region))!,
      phoneType: input.phoneNumber.type as PhoneType,
    };
    const { writes, family } = repos.newFamilies.prepare(
      business.id,
      person,
      familyAccountName(person),
      input.children,
    );
    return repos.applications.insert(
      {
        business_id: business.id,
        center_id: center.id,
        account_id: family.accountId,
        person_id: family.personId,
        kind: 'INQUIRY',
        state,
        created_by: input.createdBy?.toLowerCase() ?? null,
        family_receives_subsidy: input.familyReceivesSubsidy ?? null,
        cwa_consent: input.cwaConsent ?? null,
        enquiry_link_id: checked.link?.id ?? null,
        link_code_hash: hashLinkCode(linkCode),
        idempotency_key: input.idempotencyKey,
        // An existing account with the enquirer's email is only named, for staff (save-family.ts).
        possible_match_account_id: checked.possibleMatchAccountId,
      },
      scheduleRows(checked.schedules, family.childIds, center.id),
      storeAnswer ? (newId) => answer.row(answerFor(newId, false)) : undefined,
      writes,
    );
  };
  if (!offers) return answerFor(await writeApplication(scope.repos, true), false);
  return scope.transaction(async (tx) => {
    const id = await writeApplication(tx, false);
    const offered =
      (await createOffer(tx, {
        business,
        center,
        applicationId: id,
        waitlist: false,
        expiryDate: expiryInDays(center.timezone, now, FORM_PAY_OFFER_DAYS),
        createdBy: null,
        now,
      })) !== undefined;
    const result = answerFor(id, offered);
    await answer.save(tx, result);
    return result;
  });
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
    write: (scope, checked, now, answer) => writeEnquiry(scope, input, checked, now, answer),
  });
}
