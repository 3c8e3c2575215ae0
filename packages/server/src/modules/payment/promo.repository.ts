import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** No use left: applying it is refused at once (paying decides again, under the row lock: payment/promo-use.ts). */
export const usedUp = (promo: { max_uses: number | null; uses: number }): boolean =>
  promo.max_uses !== null && promo.uses >= promo.max_uses;

/** Promo codes and the one applied to each offer. Callers have checked the offer is the caller's. */
export class PromoRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByCode(businessId: string, code: string) {
    return this.db
      .selectFrom('promo_code')
      .select(['id', 'name', 'kind', 'value', 'expiry_date', 'max_uses', 'uses'])
      .where('business_id', '=', businessId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** The promo applied to an offer, as its fees need it. */
  ofOffer(offerId: string) {
    return this.db
      .selectFrom('offer_promo')
      .innerJoin('promo_code as p', 'p.id', 'offer_promo.promo_code_id')
      .select(['p.id', 'p.name', 'p.kind', 'p.value', 'offer_promo.use_counted'])
      .where('offer_promo.application_offer_id', '=', offerId)
      .executeTakeFirst();
  }

  /**
   * Counts one use, only while uses are left: concurrent uses of the last one are decided by the database (the row
   * stays locked until the caller's transaction ends, so a second payer waits and then finds none left).
   */
  async use(promoId: string): Promise<boolean> {
    const used = await this.db
      .updateTable('promo_code')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('id', '=', promoId)
      .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
      .returning('id')
      .executeTakeFirst();
    return used !== undefined;
  }

  /** Gives a use back (the payment that held it failed, or the offer took another code instead). */
  async release(promoId: string): Promise<void> {
    await this.db
      .updateTable('promo_code')
      .set((eb) => ({ uses: eb('uses', '-', 1) }))
      .where('id', '=', promoId)
      .where('uses', '>', 0)
      .execute();
  }

  async applyToOffer(offerId: string, promoId: string, now: Date): Promise<void> {
    await this.db
      .insertInto('offer_promo')
      .values({ application_offer_id: offerId, promo_code_id: promoId, use_counted: false, created_at: now })
      .onConflict((oc) =>
        oc.column('application_offer_id').doUpdateSet({ promo_code_id: promoId, use_counted: false, created_at: now }),
      )
      .execute();
  }

  /** Records whether the offer holds one of its code's uses (payment/promo-use.ts). */
  async setOfferUseCounted(offerId: string, counted: boolean): Promise<void> {
    await this.db
      .updateTable('offer_promo')
      .set({ use_counted: counted })
      .where('application_offer_id', '=', offerId)
      .execute();
  }

  /** Takes the code off the offer (its last use went to another family). */
  async removeFromOffer(offerId: string): Promise<void> {
    await this.db.deleteFrom('offer_promo').where('application_offer_id', '=', offerId).execute();
  }
}
