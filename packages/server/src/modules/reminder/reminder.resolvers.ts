import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import { badInput } from '../../graphql/errors';
import { requireUuid } from '../../graphql/struct-input';
import { requireBusiness } from '../business/business.access';
import { requireStaff } from '../staff/staff.access';
import { MAX_REMINDER_HOURS } from './offer-reminder.task';

const MAX_THRESHOLDS = 5;

export const reminderQueries: Pick<QueryResolvers, 'offerReminders'> = {
  async offerReminders(_parent, { businessId, applicationOfferId }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    await requireStaff(ctx, business.id);
    const rows = await ctx.repos.offerReminders.listForOffer(
      business.id,
      requireUuid('applicationOfferId', applicationOfferId),
    );
    return rows.map((r) => ({ thresholdHours: r.threshold_hours, sentAt: r.sent_at.toISOString() }));
  },
};

export const reminderMutations: Pick<MutationResolvers, 'setOfferReminderHours'> = {
  async setOfferReminderHours(_parent, { businessId, hours }, ctx) {
    const business = await requireBusiness(ctx, 'businessId', businessId);
    await requireStaff(ctx, business.id);
    if (hours.length > MAX_THRESHOLDS || hours.some((h) => !Number.isInteger(h) || h < 1 || h > MAX_REMINDER_HOURS)) {
      throw badInput(
        'hours',
        `hours must hold at most ${MAX_THRESHOLDS} whole numbers from 1 to ${MAX_REMINDER_HOURS}.`,
      );
    }
    const stored = [...new Set(hours)].sort((a, b) => b - a);
    await ctx.repos.offerReminders.setHours(business.id, stored);
    ctx.log.info({ businessId: business.id, thresholds: stored.length }, 'offer reminder hours set');
    return stored;
  },
};
