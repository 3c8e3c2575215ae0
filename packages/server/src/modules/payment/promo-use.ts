import type { Repositories } from '../repositories';

/**
 * When a promo code's use is spent. Applying a code spends nothing (an offer or a checkout that is never paid must
 * not keep the last use of a limited code); the use is counted in the transaction that takes the payment, just before
 * the charge (or that accepts with nothing left to pay), and given back when that payment fails. The count is a
 * conditional update of the code's row, which stays locked until that transaction ends: of two families paying at
 * once for the last use, the second waits, finds none left, and is charged nothing. The code then comes off its offer
 * or checkout, so the family sees the full fee before paying it: nobody is charged more than the page showed.
 */
/** counted: by this call; held: by an earlier one (a payment still in progress); none: no code applied. */
export type PromoHold = 'counted' | 'held' | 'none' | 'used-up';

/** The code applied to one offer or checkout, and how to record what happened to its use. */
interface PromoHolder {
  promo: { id: string; use_counted: boolean } | undefined;
  setCounted(counted: boolean): Promise<void>;
  remove(): Promise<void>;
}

async function hold(repos: Repositories, holder: PromoHolder): Promise<PromoHold> {
  if (!holder.promo) return 'none';
  if (holder.promo.use_counted) return 'held';
  if (!(await repos.promos.use(holder.promo.id))) {
    await holder.remove();
    return 'used-up';
  }
  await holder.setCounted(true);
  return 'counted';
}

async function release(repos: Repositories, holder: PromoHolder): Promise<void> {
  if (!holder.promo?.use_counted) return;
  await repos.promos.release(holder.promo.id);
  await holder.setCounted(false);
}

async function offerHolder(repos: Repositories, offerId: string): Promise<PromoHolder> {
  return {
    promo: await repos.promos.ofOffer(offerId),
    setCounted: (counted) => repos.promos.setOfferUseCounted(offerId, counted),
    remove: () => repos.promos.removeFromOffer(offerId),
  };
}

async function submissionHolder(repos: Repositories, submissionId: string, now: Date): Promise<PromoHolder> {
  const checkout = repos.registrationCheckout;
  return {
    promo: await checkout.promoOf(submissionId),
    setCounted: (counted) => checkout.setPromoUseCounted(submissionId, counted),
    remove: () => checkout.clearPromo(submissionId, now),
  };
}

/** Counts the offer's code's use for the payment about to be made (the offer's row is locked). */
export const holdOfferPromoUse = async (repos: Repositories, offerId: string): Promise<PromoHold> =>
  hold(repos, await offerHolder(repos, offerId));

/** Gives the offer's held use back: its payment failed, or nothing was taken after all. */
export const releaseOfferPromoUse = async (repos: Repositories, offerId: string): Promise<void> =>
  release(repos, await offerHolder(repos, offerId));

/** Counts the checkout's code's use for the payment about to be made (the submission's row is locked). */
export const holdSubmissionPromoUse = async (
  repos: Repositories,
  submissionId: string,
  now: Date,
): Promise<PromoHold> => hold(repos, await submissionHolder(repos, submissionId, now));

/** Gives the checkout's held use back: its payment failed. */
export const releaseSubmissionPromoUse = async (repos: Repositories, submissionId: string, now: Date): Promise<void> =>
  release(repos, await submissionHolder(repos, submissionId, now));

/** What the family reads when the last use went to another family while they were paying. */
export const PROMO_USED_UP_MESSAGE =
  'This promo code has just been used up by another family, so it has been removed. Nothing was charged: please ' +
  'check the fee and pay again.';
