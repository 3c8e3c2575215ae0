import { GraphQLError } from 'graphql';
import { size, string } from 'superstruct';
import {
  isCorrespondenceCompleted,
  localDateIn,
  needsAutomaticDecline,
  stageOnLoad,
  validateDecline,
  type FieldError,
} from '@cc/core';
import type { Correspondence, MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import { requireStruct } from '../../graphql/struct-input';
import { hashLinkCode, isWellFormedLinkCode } from '../../security/link-code';
import type { CorrespondenceRepository } from './correspondence.repository';

type Found = NonNullable<Awaited<ReturnType<CorrespondenceRepository['findByLinkCodeHash']>>>;

/** The spec's text when the family answers a request a second time (document 2, section 8). */
export const ALREADY_ANSWERED_MESSAGE = 'This enrolment response was previously submitted';

const WHAT = 'Re-enrolment request';
const ShortText = size(string(), 1, 200);
const ReasonText = size(string(), 0, 1000);

/** Unknown, malformed and other businesses' codes all get the same "not found" (counted per client). */
async function openByCode(ctx: GraphQLContext, linkCode: string): Promise<Found> {
  await ctx.rateLimiter.check('correspondenceByCode', ctx.clientIp);
  const row = isWellFormedLinkCode(linkCode)
    ? await ctx.repos.correspondences.findByLinkCodeHash(hashLinkCode(linkCode))
    : undefined;
  if (!row) throw notFound(WHAT);
  return row;
}

/** The ids a call names must be the request's own: a link code opens exactly its own records. */
function requireOwnIds(
  row: Found,
  businessId: string,
  ids: { accountId: string; contactId: string; batchId: string },
): void {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const own =
    same(businessId, row.business_id) &&
    same(ids.accountId, row.account_id) &&
    same(ids.contactId, row.contact_id) &&
    same(ids.batchId, row.batch_id);
  if (!own) throw notFound(WHAT);
}

function toApi(row: Found, linkCode: string): Correspondence {
  return {
    id: row.id,
    stage: row.stage,
    email: row.email,
    linkCode,
    declineReason: row.decline_reason,
    otherReason: row.other_reason,
    endOfContractDate: row.end_of_contract_date,
    firstName: row.first_name,
    correspondenceType: row.correspondence_type,
    allowedCenterIds: row.allowed_center_ids ?? [],
    usesEnrolmentFormOverride: row.uses_enrolment_form_override,
    accountId: row.account_id,
    contactId: row.contact_id,
    batchId: row.batch_id,
    businessId: row.business_id,
    region: row.business_region,
    center: { id: row.center_id, name: row.center_name, timezone: row.center_timezone },
  };
}

function declineRefused(errors: FieldError[]): GraphQLError {
  const summary = errors.map((e) => `input.${e.path}: ${e.key}`).join('; ');
  return new GraphQLError(`Invalid input (${summary}).`, {
    extensions: { code: 'BAD_USER_INPUT', argument: 'input', errors },
  });
}

export const correspondenceQueries: Pick<QueryResolvers, 'reEnrolAccountCorrespondenceByCode'> = {
  async reEnrolAccountCorrespondenceByCode(_parent, { linkCode }, ctx) {
    return toApi(await openByCode(ctx, linkCode), linkCode);
  },
};

export const correspondenceMutations: Pick<MutationResolvers, 'updateCorrespondence' | 'declineCorrespondence'> = {
  async updateCorrespondence(_parent, { businessId, input }, ctx) {
    const row = await openByCode(ctx, input.linkCode);
    requireOwnIds(row, businessId, input);
    const lastModifiedBy = requireStruct('input.lastModifiedBy', ShortText, input.lastModifiedBy.trim());
    if (input.stage !== 'VIEWED') {
      throw badInput(
        'input.stage',
        'input.stage can only be VIEWED here: a re-enrolment completes through its submission.',
      );
    }
    const stage = stageOnLoad(row.stage);
    if (stage === row.stage) return toApi(row, input.linkCode);
    const now = ctx.clock.now();
    await ctx.repos.correspondences.update(row.id, { stage, last_modified_by: lastModifiedBy, updated_at: now });
    ctx.log.info({ correspondenceId: row.id, stage }, 'correspondence viewed');
    return toApi({ ...row, stage, last_modified_by: lastModifiedBy }, input.linkCode);
  },

  async declineCorrespondence(_parent, { businessId, input }, ctx) {
    const row = await openByCode(ctx, input.linkCode);
    requireOwnIds(row, businessId, input);
    const declinedBy = requireStruct('input.declinedBy', ShortText, input.declinedBy.trim());
    const otherReason = requireStruct('input.otherReason', ReasonText, input.otherReason ?? '');
    const answered = row.stage !== 'PARENT_DECLINED' && isCorrespondenceCompleted(row.stage);
    if (answered || row.decline_reason) {
      throw new GraphQLError(ALREADY_ANSWERED_MESSAGE, { extensions: { code: 'ALREADY_ANSWERED' } });
    }
    const now = ctx.clock.now();
    if (!input.declineReason) {
      // The automatic decline on load: recorded once; the reason follows when the family submits it.
      if (!needsAutomaticDecline(row)) return toApi(row, input.linkCode);
      const change = { stage: 'PARENT_DECLINED' as const, declined_by: declinedBy, updated_at: now };
      await ctx.repos.correspondences.update(row.id, change);
      ctx.log.info({ correspondenceId: row.id }, 'correspondence declined on load');
      return toApi({ ...row, ...change }, input.linkCode);
    }
    const today = localDateIn(row.center_timezone, now);
    const checked = validateDecline(
      { declineReason: input.declineReason, otherReason, endOfContractDate: input.endOfContractDate },
      today,
    );
    if (!checked.ok) throw declineRefused(checked.errors);
    const change = {
      stage: 'PARENT_DECLINED' as const,
      decline_reason: checked.value.declineReason ?? null,
      other_reason: checked.value.otherReason ?? null,
      end_of_contract_date: checked.value.endOfContractDate ?? null,
      declined_by: declinedBy,
      last_modified_by: declinedBy,
      updated_at: now,
    };
    await ctx.repos.correspondences.update(row.id, change);
    ctx.log.info({ correspondenceId: row.id, declineReason: change.decline_reason }, 'correspondence declined');
    return toApi({ ...row, ...change }, input.linkCode);
  },
};
