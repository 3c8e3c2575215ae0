import { toRegion } from '@cc/core';
import type { MutationResolvers } from '../../generated/resolvers.generated';
import { requireUuids } from '../../graphql/struct-input';
import { reEnrolmentRequestMail } from '../../mail/re-enrolment-request.mail';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import { requireBusiness, requireCenterOf } from '../business/business.access';
import { requireStaff } from '../staff/staff.access';

const MAX_ACCOUNTS = 500;

export const sendRequestMutations: Pick<MutationResolvers, 'sendReEnrolmentRequests'> = {
  async sendReEnrolmentRequests(_parent, { businessId, input }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const staff = await requireStaff(ctx, business.id);
    const accountIds = requireUuids('input.accountIds', input.accountIds, MAX_ACCOUNTS);
    const center = await requireCenterOf(ctx, business, 'input.centerId', input.centerId);
    const allowed = input.allowedCenterIds?.length
      ? requireUuids('input.allowedCenterIds', input.allowedCenterIds)
      : null;
    for (const [i, id] of (allowed ?? []).entries())
      await requireCenterOf(ctx, business, `input.allowedCenterIds.${i}`, id);

    const now = ctx.clock.now();
    const contacts = await ctx.repos.correspondences.primaryContactsOf(business.id, accountIds);
    // Codes are made here and handed out only in the mail; the database keeps their hashes.
    const requests = contacts.map((contact) => ({ contact, linkCode: newLinkCode() }));
    const batchId = await ctx.withTransaction(async (repos) => {
      const id = await repos.correspondences.insertBatch({
        business_id: business.id,
        correspondence_type: input.correspondenceType ?? 'REENROLLMENT_REQUEST',
        uses_enrolment_form_override: input.usesEnrolmentFormOverride ?? false,
        allowed_center_ids: allowed,
        sent_by_person_id: staff.personId,
        created_at: now,
      });
      await repos.correspondences.insertMany(
        requests.map(({ contact, linkCode }) => ({
          batch_id: id,
          business_id: business.id,
          account_id: contact.account_id,
          contact_id: contact.id,
          center_id: center.id,
          stage: 'SENT' as const,
          link_code_hash: hashLinkCode(linkCode),
          last_modified_by: staff.personId,
          created_at: now,
          updated_at: now,
        })),
      );
      return id;
    });
    for (const { contact, linkCode } of requests) {
      const mail = reEnrolmentRequestMail({
        region: toRegion(business.region),
        businessName: business.name,
        centreName: center.name,
        firstName: contact.first_name,
        link: `${ctx.publicUrl}/parent-portal/login/${linkCode}`,
      });
      const sending = ctx.mailer.send({
        kind: 're-enrolment-request',
        businessId: business.id,
        to: contact.email!,
        ...mail,
      });
      sending.catch((err: unknown) => ctx.log.error({ err, mail: 're-enrolment-request' }, 'mail could not be sent'));
    }
    const asked = new Set(contacts.map((contact) => contact.account_id));
    ctx.log.info({ batchId, sent: requests.length, centerId: center.id }, 're-enrolment requests sent');
    return { batchId, sent: requests.length, skippedAccountIds: accountIds.filter((id) => !asked.has(id)) };
  },
};
