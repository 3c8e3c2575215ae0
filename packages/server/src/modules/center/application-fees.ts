import { GraphQLError } from 'graphql';

/**
 * A centre's fee policy (center.application_fees_allowed). The fees it governs are the fees to apply, register or
 * wait for a place: a program's application (enrolment) fee, charged before an offer is accepted, whatever its
 * structure (a waitlist place is never charged one anyway), and a registration's program fee, charged at its
 * checkout. Where they are off (Ontario forbids them), the server reports them as 0 and refuses to charge them, so
 * no widget can show or take one. The fee for the care itself (a program's weekly or daily rate, the cost estimate)
 * is not one of them and stays.
 */
export const feeUnlessForbidden = (feesAllowed: boolean, cents: number): number => (feesAllowed ? cents : 0);

export const APPLICATION_FEES_NOT_ALLOWED =
  'This centre does not charge application or registration fees: there is nothing to pay, accept without paying.';

/** The charge mutations' answer at a centre whose fees are off: nothing is charged. */
export const applicationFeesNotAllowed = (): GraphQLError =>
  new GraphQLError(APPLICATION_FEES_NOT_ALLOWED, { extensions: { code: 'APPLICATION_FEES_NOT_ALLOWED' } });
