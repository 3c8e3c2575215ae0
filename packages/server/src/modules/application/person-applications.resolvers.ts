import { localDateIn } from '@cc/core';
import type { ApplicationChild, QueryResolvers } from '../../generated/resolvers.generated';
import { notFound } from '../../graphql/errors';
import { requirePage } from '../../graphql/page';
import { requireSession } from '../identity/session.access';

export const personApplicationQueries: Pick<QueryResolvers, 'fetchApplicationsByPerson'> = {
  async fetchApplicationsByPerson(_parent, { input }, ctx) {
    const page = requirePage(input);
    const session = await requireSession(ctx);
    const business = await ctx.repos.businesses.findActive(session.businessId);
    if (!business) throw notFound('Business');
    const { rows, total } = await ctx.repos.personApplications.page(session.businessId, session.personId, page);
    const schedules = await ctx.repos.personApplications.schedules(rows.map((row) => row.id));
    const items = rows.map((row) => {
      const children = new Map<string, ApplicationChild>();
      for (const s of schedules.filter((schedule) => schedule.application_id === row.id)) {
        const child = children.get(s.child_id) ?? {
          id: s.child_id,
          firstName: s.first_name,
          lastName: s.last_name,
          enquiries: [],
        };
        child.enquiries.push({
          id: s.id,
          programId: s.program_id,
          programName: s.program_name,
          careType: s.care_type,
          cycleType: s.cycle_type,
          startDate: s.start_date,
          state: s.state,
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
      };
    });
    return { items, pageNumber: page.pageNumber, pageSize: page.pageSize, totalCount: total };
  },
};
