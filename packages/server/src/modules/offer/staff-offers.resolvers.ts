import { centreToday, toRegion } from '@cc/core';
import type { MutationResolvers } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import { requireDate, requireUuid, requireUuids } from '../../graphql/struct-input';
import { offerMadeMail } from '../../mail/offer-made.mail';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import { requireBusiness, requireCenterOf } from '../business/business.access';
import { requireStaff } from '../staff/staff.access';
import { changeOffer } from './change-offer';
import { createOffer } from './create-offer';

async function requireApplicationOf(ctx: GraphQLContext, businessId: string, applicationId: string) {
  const application = await ctx.repos.applications.findById(requireUuid('applicationId', applicationId));
  if (!application || application.business_id !== businessId) throw notFound('Application');
  return application;
}

/** Mails the family its link; a mail that cannot be sent is logged (by kind and ids), never retried into a second link. */
async function mailOffer(
  ctx: GraphQLContext,
  mail: { personId: string; businessId: string; offerId: string } & Omit<
    Parameters<typeof offerMadeMail>[0],
    'firstName'
  >,
): Promise<boolean> {
  const person = await ctx.repos.persons.findContact(mail.personId);
  if (!person?.email) return false;
  const { personId: _person, businessId, offerId, ...content } = mail;
  const sending = ctx.mailer.send({
    kind: 'offer-made',
    businessId,
    to: person.email,
    ...offerMadeMail({ ...content, firstName: person.first_name }),
  });
  sending.catch((err: unknown) => ctx.log.error({ err, mail: 'offer-made', offerId }, 'mail could not be sent'));
  return true;
}

export const staffOfferMutations: Pick<MutationResolvers, 'makeOffer' | 'rejectApplication'> = {
  async makeOffer(_parent, { businessId, input }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const staff = await requireStaff(ctx, business.id);
    const application = await requireApplicationOf(ctx, business.id, input.applicationId);
    const center = await requireCenterOf(ctx, business, 'input.applicationId', application.center_id);
    const expiryDate = requireDate('input.expiryDate', input.expiryDate);
    const now = ctx.clock.now();
    if (expiryDate < centreToday(center.timezone, now)) {
      throw badInput('input.expiryDate', "input.expiryDate must be the centre's today or later (YYYY-MM-DD).");
    }
    if ((await ctx.repos.offers.openOn(application.id)).length > 0) {
      throw badInput('input.applicationId', 'This application already has an offer the family has not closed.');
    }
    const wanted = input.applicationScheduleIds?.length
      ? new Set(requireUuids('input.applicationScheduleIds', input.applicationScheduleIds))
      : undefined;
    const own = new Set((await ctx.repos.applications.schedulesFor([application.id])).map((s) => s.id));
    if (wanted && [...wanted].some((id) => !own.has(id))) {
      throw badInput(
        'input.applicationScheduleIds',
        "input.applicationScheduleIds must name the application's schedules.",
      );
    }
    const waitlist = input.waitlist === true;
    const linkCode = newLinkCode();
    const offerId = await ctx.withTransaction(async (repos) => {
      const id = await createOffer(repos, {
        business,
        center,
        applicationId: application.id,
        applicationScheduleIds: wanted,
        waitlist,
        expiryDate,
        createdBy: staff.personId,
        now,
      });
      if (!id) throw badInput('input.applicationId', 'This application has no schedules to offer.');
      await repos.offers.addLinks([{ offerId: id, linkCodeHash: hashLinkCode(linkCode) }], 'mail', now, null);
      return id;
    });
    ctx.log.info({ offerId, applicationId: application.id, staffId: staff.personId }, 'offer made');
    const mailed = await mailOffer(ctx, {
      personId: application.person_id,
      businessId: business.id,
      offerId,
      region: toRegion(business.region),
      businessName: business.name,
      centreName: center.name,
      expiryDate,
      waitlist,
      link: `${ctx.publicUrl}/offer/${linkCode}`,
    });
    return { applicationOfferId: offerId, mailed };
  },

  async rejectApplication(_parent, { businessId, applicationId }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    const staff = await requireStaff(ctx, business.id);
    const application = await requireApplicationOf(ctx, business.id, applicationId);
    const [offer] = await ctx.repos.offers.openOn(application.id);
    if (offer) {
      const result = await changeOffer(ctx, offer.id, 'reject', { actor: 'staff', personId: staff.personId });
      if (!result.ok) {
        return {
          success: false,
          applicationState: application.state,
          errors: [{ path: 'applicationId', key: result.key }],
        };
      }
    }
    await ctx.repos.applications.setState(application.id, 'LOST', 'REJECTED');
    ctx.log.info({ applicationId: application.id, staffId: staff.personId }, 'application rejected');
    return { success: true, applicationState: 'LOST', errors: [] };
  },
};
