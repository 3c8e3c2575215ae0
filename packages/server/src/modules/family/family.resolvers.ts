import type { QueryResolvers } from '../../generated/resolvers.generated';
import { requirePage } from '../../graphql/page';
import { requireSession } from '../identity/session.access';
import { balanceOf, contactsOfAccounts } from './account-details';

export const familyQueries: Pick<QueryResolvers, 'fetchAccountsByPerson'> = {
  async fetchAccountsByPerson(_parent, { input }, ctx) {
    const page = requirePage(input);
    const session = await requireSession(ctx);
    const { rows, total } = await ctx.repos.accounts.pageOfPerson(session.businessId, session.personId, page);
    const accountIds = rows.map((row) => row.id);
    const now = ctx.clock.now();
    const [children, contacts, business] = await Promise.all([
      ctx.repos.children.ofPerson(session.businessId, session.personId),
      contactsOfAccounts(ctx.repos, accountIds),
      rows.some((row) => row.balance_cents > 0) ? ctx.repos.businesses.findActive(session.businessId) : undefined,
    ]);
    const items = [];
    for (const row of rows) {
      // Every account of the page shares the business, so its first centre is read (from the cache) at most once.
      const balance = business ? await balanceOf(ctx.repos, session.businessId, row, now) : null;
      items.push({
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
        contacts: contacts.get(row.id) ?? [],
        balance: balance && business ? { ...balance, currency: business.currency } : null,
      });
    }
    return { items, pageNumber: page.pageNumber, pageSize: page.pageSize, totalCount: total };
  },
};
