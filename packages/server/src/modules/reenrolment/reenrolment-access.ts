import type { GraphQLContext } from '../../graphql/context';
import { requireSession } from '../identity/session.access';

/** Who submits a re-enrolment and for whom. */
export interface ReEnrolmentActor {
  businessId: string;
  accountId: string;
  /** The person the application is made for: the signed-in parent, or the account's parent when staff submit. */
  personId: string;
  /** The staff member who acted for the family (recorded as createdBy); null for the family itself. */
  createdBy: string | null;
  /** What the account owes, for the balance gate. */
  balance: { balance_cents: number; balance_due_date: string | null };
}

/**
 * The caller and the account they act for. Without a session (or with one of another business): UNAUTHENTICATED, as
 * every session query answers. A parent may use only an account they hold; the business's staff any account of the
 * business. Any other account, existing or not, is undefined: the caller learns nothing about it.
 */
export async function reEnrolmentActor(
  ctx: GraphQLContext,
  businessId: string,
  accountId: string,
): Promise<ReEnrolmentActor | undefined> {
  const session = await requireSession(ctx, businessId);
  const { repos } = ctx;
  const account = await repos.accounts.findInBusiness(session.businessId, accountId.toLowerCase());
  if (!account) return undefined;
  const of = { businessId: session.businessId, accountId: account.id, balance: account };
  const isStaff = (await repos.staff.roleOf(session.personId, session.businessId)) !== undefined;
  if (isStaff) {
    const parent = await repos.accounts.firstHolder(account.id);
    return parent ? { ...of, personId: parent, createdBy: session.personId } : undefined;
  }
  if (!(await repos.accounts.isHeldBy(account.id, session.personId))) return undefined;
  return { ...of, personId: session.personId, createdBy: null };
}
