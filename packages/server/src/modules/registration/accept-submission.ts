import type { GraphQLError } from 'graphql';
import { toRegion } from '@cc/core';
import type { FieldError } from '../../generated/resolvers.generated';
import type { GraphQLContext } from '../../graphql/context';
import { registrationAcceptedMail } from '../../mail/registration-accepted.mail';
import { holdSubmissionPromoUse } from '../payment/promo-use';
import type { Repositories } from '../repositories';
import { chargeError, chargeSubmissionIn, type Charged } from './charge-submission';
import { PAYABLE_STATES } from './checkout-fees';
import type { SubmissionHeader } from './submission-access';

export type Accepted =
  | { kind: 'accepted'; state: 'COMPLETED' | 'WAITLISTED' }
  /** Accepted before: nothing charged, nothing changed. */
  | { kind: 'already' }
  | { kind: 'refused'; error: FieldError }
  | { kind: 'charge-failed'; error: GraphQLError };

const ACCEPTED_STATES: readonly string[] = ['COMPLETED', 'WAITLISTED'];

/**
 * The family accepts the checkout, under the submission's row lock: of two concurrent accepts the first charges and
 * moves it, the second finds it accepted. The fee due is charged first; a charge that does not succeed leaves the
 * submission as it was (its record is kept). Then the rows with a place become ACCEPTED and the waitlist rows
 * WAITLISTED, and the family is mailed what they registered for.
 */
export async function acceptSubmission(
  ctx: GraphQLContext,
  header: SubmissionHeader,
  termsAccepted: boolean,
): Promise<Accepted> {
  if (!termsAccepted) return { kind: 'refused', error: { path: 'termsAccepted', key: 'terms-required' } };
  const id = header.id;
  const now = ctx.clock.now();
  const result = await ctx.withTransaction(async (repos): Promise<Accepted> => {
    await repos.registrationCheckout.lock(id);
    const current = await repos.registrationCheckout.header(id);
    if (current && ACCEPTED_STATES.includes(current.state)) return { kind: 'already' };
    if (!current || !PAYABLE_STATES.includes(current.state))
      return { kind: 'refused', error: { path: 'registrationSubmissionId', key: 'submission-closed' } };
    const charged = await chargeSubmissionIn(ctx, repos, id, now);
    if (charged.kind === 'no-method')
      return { kind: 'refused', error: { path: 'paymentToken', key: 'payment-method-required' } };
    const error = chargeError(await spendFreePromo(repos, id, charged, now));
    if (error) return { kind: 'charge-failed', error };
    return { kind: 'accepted', state: await repos.registrationCheckout.accept(id, now) };
  });
  ctx.log.info(
    {
      registrationSubmissionId: id,
      outcome: result.kind,
      ...(result.kind === 'accepted' && { state: result.state }),
      ...(result.kind === 'refused' && { refused: result.error.key }),
      ...(result.kind === 'charge-failed' && { code: result.error.extensions.code }),
    },
    'registration accept',
  );
  if (result.kind === 'accepted') await mailConfirmation(ctx, header);
  return result;
}

/** A code that left nothing to pay is spent by the acceptance itself (payment/promo-use.ts). */
async function spendFreePromo(repos: Repositories, id: string, charged: Charged, now: Date): Promise<Charged> {
  if (charged.kind !== 'nothing-due' || !charged.discounted) return charged;
  return (await holdSubmissionPromoUse(repos, id, now)) === 'used-up' ? { kind: 'promo-used-up' } : charged;
}

/** Tells the family what they registered for; a mail that cannot be sent is logged and does not undo the acceptance. */
async function mailConfirmation(ctx: GraphQLContext, header: SubmissionHeader): Promise<void> {
  try {
    const person = await ctx.repos.persons.findContact(header.person_id);
    if (!person?.email) return;
    const [schedules, charges] = await Promise.all([
      ctx.repos.registrationCheckout.schedulesOf(header.id),
      ctx.repos.registrationCheckout.chargesOf(header.id),
    ]);
    const children = new Map<string, Parameters<typeof registrationAcceptedMail>[0]['children'][number]>();
    for (const s of schedules) {
      if (s.state !== 'ACCEPTED' && s.state !== 'WAITLISTED') continue;
      const child = children.get(s.child_id) ?? { name: `${s.first_name} ${s.last_name}`, programs: [] };
      children.set(s.child_id, {
        ...child,
        programs: [
          ...child.programs,
          { name: s.program_name, startDate: s.start_date, endDate: s.end_date, waitlisted: s.state === 'WAITLISTED' },
        ],
      });
    }
    const mail = registrationAcceptedMail({
      region: toRegion(header.region),
      businessName: header.business_name,
      centreName: header.center_name,
      registrationName: header.name,
      firstName: person.first_name,
      children: [...children.values()],
      paidCents: charges.filter((c) => c.status === 'succeeded').reduce((sum, c) => sum + c.amount_cents, 0),
    });
    await ctx.mailer.send({ kind: 'registration-accepted', businessId: header.business_id, to: person.email, ...mail });
  } catch (err) {
    ctx.log.error(
      { err, mail: 'registration-accepted', registrationSubmissionId: header.id },
      'mail could not be sent',
    );
  }
}
