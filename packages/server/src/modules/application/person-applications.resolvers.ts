import { localDateIn } from '@cc/core';
import type { ApplicationChild, QueryResolvers } from '../../generated/resolvers.generated';
import { notFound } from '../../graphql/errors';
import { requirePage } from '../../graphql/page';
import { requireSession } from '../identity/session.access';
import { offersForDashboard } from '../offer/person-offers';
import { waitlistPositionsOf } from '../waitlist/waitlist-positions';

export const personApplicationQueries: Pick<QueryResolvers, 'fetchApplicationsByPerson'> = {
  async fetchApplicationsByPerson(_parent, { input }, ctx) {
    const page = requirePage(input);
    const session = await requireSession(ctx);
    const business = await ctx.repos.businesses.findActive(session.businessId);
    if (!business) throw notFound('Business');
    const { rows, total } = await ctx.repos.personApplications.page(session.businessId, session.personId, page);
    // The schedules and the offers of the page are independent reads: one round trip's wait, not two.
    const [schedules, offers] = await Promise.all([
      ctx.repos.personApplications.schedules(rows.map((row) => row.id)),
      offersForDashboard(
        ctx,
        rows.map((row) => ({ id: row.id, timezone: row.center_timezone })),
        business.flow_type,
      ),
    ]);
    const positionsOf = waitlistPositionsOf(
      ctx.repos,
      session.businessId,
      rows.map((row) => row.id),
    );
    const items = rows.map((row) => {
      const children = new Map<string, ApplicationChild>();
      for (const s of schedules.filter((schedule) => schedule.application_id === row.id)) {
        const child = children.get(s.child_id) ?? {
          id: s.child_id,
          firstName: s.first_name,
          lastName: s.last_name,
          enquiries: [],
        };
        const answer = offers.answered.get(s.id);
        child.enquiries.push({
          id: s.id,
          programId: s.program_id,
          programName: s.program_name,
          careType: s.care_type,
          cycleType: s.cycle_type,
          startDate: s.start_date,
          state: answer?.state ?? s.state,
          offerId: answer?.offerId ?? null,
        });
        children.set(s.child_id, child);
      }
      return {
        id: row.id,
        accountId: row.account_id,
        state: row.state,
        enquiryDate: localDateIn(row.center_timezone, row.created_at),
        appliedFlowType: business.flow_type,
        centers: [{ id: row.center_id, name: row.center_name, timezone: row.center_timezone }],
        children: [...children.values()],
        offers: offers.byApplication.get(row.id) ?? [],
        waitlistPositions: positionsOf(row.id),
      };
    });
    return { items, pageNumber: page.pageNumber, pageSize: page.pageSize, totalCount: total };
  },
};
