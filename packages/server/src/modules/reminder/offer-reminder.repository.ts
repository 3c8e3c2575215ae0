import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

/** The states in which an offer waits for the family's answer (accepted, declined and withdrawn offers do not). */
const OPEN_STATES = ['NEW', 'OFFERED_WAITLIST'] as const;

export class OfferReminderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Open offers whose expiry date lies in [from, to], with what deciding a reminder needs. */
  openOffersExpiringBetween(from: string, to: string) {
    return this.db
      .selectFrom('application_offer as o')
      .innerJoin('center as c', 'c.id', 'o.center_id')
      .innerJoin('business as b', 'b.id', 'o.business_id')
      .select(['o.id', 'o.expiry_date', 'o.created_at', 'c.timezone', 'b.offer_reminder_hours'])
      .where('o.state', 'in', OPEN_STATES)
      .where('o.expiry_date', '>=', from)
      .where('o.expiry_date', '<=', to)
      .execute();
  }

  /** The thresholds already reminded, per offer. */
  async sentFor(offerIds: readonly string[]): Promise<Set<string>> {
    if (offerIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('offer_reminder')
      .select(['application_offer_id', 'threshold_hours'])
      .where('application_offer_id', 'in', offerIds)
      .execute();
    return new Set(rows.map((r) => `${r.application_offer_id}:${r.threshold_hours}`));
  }

  /** An open offer with what its mail says, its row locked so an answer cannot cross the reminder. */
  lockOpenOffer(offerId: string) {
    return this.db
      .selectFrom('application_offer as o')
      .innerJoin('center as c', 'c.id', 'o.center_id')
      .innerJoin('business as b', 'b.id', 'o.business_id')
      .innerJoin('application as a', 'a.id', 'o.application_id')
      .select([
        'o.id',
        'o.state',
        'o.expiry_date',
        'o.created_at',
        'o.business_id',
        'a.person_id',
        'c.timezone',
        'c.name as center_name',
        'b.name as business_name',
        'b.region',
        'b.offer_reminder_hours',
      ])
      .where('o.id', '=', offerId)
      .where('o.state', 'in', OPEN_STATES)
      .forUpdate('o')
      .executeTakeFirst();
  }

  /** Claims the reminder; false when it was already sent (by this copy or another). */
  async claim(offerId: string, thresholdHours: number, at: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('offer_reminder')
      .values({ application_offer_id: offerId, threshold_hours: thresholdHours, sent_at: at })
      .onConflict((c) => c.columns(['application_offer_id', 'threshold_hours']).doNothing())
      .returning('threshold_hours')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** What staff see: each reminder of an offer of the business and when it went out. */
  listForOffer(businessId: string, offerId: string) {
    return this.db
      .selectFrom('offer_reminder as r')
      .innerJoin('application_offer as o', 'o.id', 'r.application_offer_id')
      .select(['r.threshold_hours', 'r.sent_at'])
      .where('o.business_id', '=', businessId)
      .where('o.id', '=', offerId)
      .orderBy('r.sent_at')
      .execute();
  }

  async setHours(businessId: string, hours: readonly number[]): Promise<void> {
    await this.db
      .updateTable('business')
      .set({ offer_reminder_hours: JSON.stringify(hours) })
      .where('id', '=', businessId)
      .execute();
  }
}
