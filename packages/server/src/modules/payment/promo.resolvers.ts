import { centreToday, normalisePromoCode, resolveFlags, type PromoErrorKey } from '@cc/core';
import type { MutationResolvers } from '../../generated/resolvers.generated';
import { openOffer, requireOwnOffer } from '../offer/offer-access';
import { offerPage } from '../offer/offer.resolvers';
import { usedUp } from './promo.repository';

const MAX_CODE_LENGTH = 40;

export const promoMutations: Pick<MutationResolvers, 'applyPromoCode'> = {
  async applyPromoCode(_parent, { linkCode, promoCode, ...ids }, ctx) {
    const header = await openOffer(ctx, linkCode);
    requireOwnOffer(header, ids);
    const code = normalisePromoCode(promoCode);
    const now = ctx.clock.now();
    const refusal = await ctx.withTransaction(async (repos): Promise<PromoErrorKey | null> => {
      if (!resolveFlags(header.feature_flags).leadPromoCodes || code === '' || code.length > MAX_CODE_LENGTH)
        return 'promo-invalid';
      await repos.offers.lock(header.id);
      const current = await repos.offers.header(header.id);
      // Only fees still to be paid can be discounted (none at a centre with application fees off: no use is spent).
      if (
        current?.state !== 'NEW' ||
        !current.application_fees_allowed ||
        (await repos.payments.chargesOf(header.id)).some((c) => c.status === 'succeeded')
      )
        return 'promo-invalid';
      const promo = await repos.promos.findByCode(header.business_id, code);
      if (!promo) return 'promo-invalid';
      if (promo.expiry_date && centreToday(header.timezone, now) > promo.expiry_date) return 'promo-expired';
      const applied = await repos.promos.ofOffer(header.id);
      if (applied?.id === promo.id) return null;
      // Applying spends no use: paying does (payment/promo-use.ts). A code with none left is refused at once.
      if (usedUp(promo)) return 'promo-used-up';
      // A code applied before uses were counted at payment still holds its use: it is given back.
      if (applied?.use_counted) await repos.promos.release(applied.id);
      await repos.promos.applyToOffer(header.id, promo.id, now);
      return null;
    });
    ctx.log.info({ offerId: header.id, promo: refusal ?? 'applied' }, 'promo code');
    const offer = await offerPage(ctx, linkCode);
    return refusal
      ? { success: false, errors: [{ path: 'promoCode', key: refusal }], offer }
      : { success: true, errors: [], offer };
  },
};
