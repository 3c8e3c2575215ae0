import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import { requireSession } from '../identity/session.access';
import type { SessionOwner } from '../identity/session.repository';

/** A signed-in member of the business's staff; a parent's session (or another business's staff) is FORBIDDEN. */
export async function requireStaff(ctx: GraphQLContext, businessId: string): Promise<SessionOwner> {
  const session = await requireSession(ctx, businessId);
  const role = await ctx.repos.staff.roleOf(session.personId, session.businessId);
  if (!role) {
    throw new GraphQLError('Only the centre’s staff can do this.', { extensions: { code: 'FORBIDDEN' } });
  }
  return session;
}
