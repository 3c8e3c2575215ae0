import { centreToday, normalisePromoCode, resolveFlags, type PromoErrorKey } from '@cc/core';
import type { GraphQLContext } from '../../graphql/context';
import { usedUp } from '../payment/promo.repository';
import { PAYABLE_STATES } from './checkout-fees';
import type { SubmissionHeader } from './submission-access';

const MAX_CODE_LENGTH = 40;

/**
 * A promo code on the checkout's fee, by the offer's rules (payment/promo.resolvers.ts): behind the business's lead
 * promo codes flag, only while the fee is still to be paid, until the code's last day in the centre's calendar and
 * for its number of uses (spent when the fee is paid: payment/promo-use.ts). Answers why it was refused, or null.
 */
export async function applySubmissionPromo(
  ctx: GraphQLContext,
  header: SubmissionHeader,
  promoCode: string,
): Promise<PromoErrorKey | null> {
  const code = normalisePromoCode(promoCode);
  const now = ctx.clock.now();
  const refusal = await ctx.withTransaction(async (repos): Promise<PromoErrorKey | null> => {
    if (!resolveFlags(header.feature_flags).leadPromoCodes || code === '' || code.length > MAX_CODE_LENGTH)
      return 'promo-invalid';
    const checkout = repos.registrationCheckout;
    await checkout.lock(header.id);
    const current = await checkout.header(header.id);
    const paid = (await checkout.chargesOf(header.id)).some((c) => c.status === 'succeeded');
    // Nothing to discount at a centre with application fees off: no use is spent.
    if (!current || !PAYABLE_STATES.includes(current.state) || paid || !current.application_fees_allowed)
      return 'promo-invalid';
    const promo = await repos.promos.findByCode(header.business_id, code);
    if (!promo) return 'promo-invalid';
    if (promo.expiry_date && centreToday(header.timezone, now) > promo.expiry_date) return 'promo-expired';
    const applied = await checkout.promoOf(header.id);
    if (applied?.id === promo.id) return null;
    // Applying spends no use: paying does (payment/promo-use.ts). A code with none left is refused at once.
    if (usedUp(promo)) return 'promo-used-up';
    // A code applied before uses were counted at payment still holds its use: it is given back.
    if (applied?.use_counted) await repos.promos.release(applied.id);
    await checkout.setPromo(header.id, promo.id, now);
    return null;
  });
  ctx.log.info({ registrationSubmissionId: header.id, promo: refusal ?? 'applied' }, 'registration promo code');
  return refusal;
}
