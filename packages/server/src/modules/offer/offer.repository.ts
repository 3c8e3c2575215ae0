import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { OfferLinkPurpose } from './offer.table';

/**
 * Offers as the family's pages read them. Reads start from application ids the caller has already checked belong
 * to the person or link code asking.
 */
export class OfferRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The offers on these applications, newest first, each with the application schedules it answers. */
  async ofApplications(applicationIds: readonly string[]) {
    if (applicationIds.length === 0) return { offers: [], schedules: [] };
    const offers = await this.db
      .selectFrom('application_offer')
      .select(['id', 'application_id', 'state', 'expiry_date', 'created_at'])
      .where('application_id', 'in', applicationIds)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    const schedules =
      offers.length === 0
        ? []
        : await this.db
            .selectFrom('offer_schedule')
            .select(['application_offer_id', 'application_schedule_id', 'state'])
            .where(
              'application_offer_id',
              'in',
              offers.map((offer) => offer.id),
            )
            .execute();
    return { offers, schedules };
  }

  /** Keeps new links to offers (only the hashes of their codes), in one statement. */
  async addLinks(
    links: ReadonlyArray<{ offerId: string; linkCodeHash: string }>,
    purpose: OfferLinkPurpose,
    now: Date,
    expiresAt: Date | null,
  ) {
    if (links.length === 0) return;
    await this.db
      .insertInto('offer_link')
      .values(
        links.map((link) => ({
          application_offer_id: link.offerId,
          link_code_hash: link.linkCodeHash,
          purpose,
          expires_at: expiresAt,
          created_at: now,
        })),
      )
      .execute();
  }
}
