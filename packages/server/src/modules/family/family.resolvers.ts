import type { QueryResolvers } from '../../generated/resolvers.generated';
import { requirePage } from '../../graphql/page';
import { requireSession } from '../identity/session.access';

export const familyQueries: Pick<QueryResolvers, 'fetchAccountsByPerson'> = {
  async fetchAccountsByPerson(_parent, { input }, ctx) {
    const page = requirePage(input);
    const session = await requireSession(ctx);
    const { rows, total } = await ctx.repos.accounts.pageOfPerson(session.businessId, session.personId, page);
    const children = await ctx.repos.children.ofPerson(session.businessId, session.personId);
    return {
      items: rows.map((row) => ({
        id: row.id,
        businessId: row.business_id,
        name: row.name,
        children: children
          .filter((child) => child.account_id === row.id)
          .map((child) => ({
            id: child.id,
            accountId: child.account_id,
            firstName: child.first_name,
            lastName: child.last_name,
            dateOfBirth: child.date_of_birth,
          })),
      })),
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      totalCount: total,
    };
  },
};
