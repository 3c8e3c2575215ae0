import { sql, type Insertable, type Kysely } from 'kysely';
import type { ApplicationState, FeeStructureType, OfferAction, ScheduleOfferState } from '@cc/core';
import type { Database } from '../../db/database';
import type { ApplicationOfferTable, OfferActor, OfferLinkPurpose, OfferScheduleTable } from './offer.table';

/** Who moved an offer, for its history. */
export interface OfferChangeBy {
  actor: OfferActor;
  personId: string | null;
}

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

  /**
   * The offer a code opens: a mailed or unexpired portal link, else the application's own link (its newest offer).
   * Undefined for any code that opens nothing, so every such code gets the same answer.
   */
  async idForLinkCodeHash(hash: string, now: Date): Promise<string | undefined> {
    const link = await this.db
      .selectFrom('offer_link')
      .select('application_offer_id')
      .where('link_code_hash', '=', hash)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .executeTakeFirst();
    if (link) return link.application_offer_id;
    const newest = await this.db
      .selectFrom('application')
      .innerJoin('application_offer as o', 'o.application_id', 'application.id')
      .select('o.id')
      .where('application.link_code_hash', '=', hash)
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id')
      .executeTakeFirst();
    return newest?.id;
  }

  /** The offer with its application, business and centre: what every offer call checks and answers with. */
  header(offerId: string) {
    return this.db
      .selectFrom('application_offer as o')
      .innerJoin('application as a', 'a.id', 'o.application_id')
      .innerJoin('business as b', 'b.id', 'o.business_id')
      .innerJoin('center as c', 'c.id', 'o.center_id')
      .select([
        'o.id',
        'o.business_id',
        'o.application_id',
        'o.center_id',
        'o.state',
        'o.expiry_date',
        'o.enrolment_form_required',
        'o.places_held',
        'a.state as application_state',
        'a.reenrolment_correspondence_id',
        'a.person_id',
        'b.name as business_name',
        'b.region',
        'b.currency',
        'b.flow_type',
        'b.feature_flags',
        'b.card_surcharge_basis_points',
        'c.name as center_name',
        'c.timezone',
        'c.application_fees_allowed',
      ])
      .where('o.id', '=', offerId)
      .executeTakeFirst();
  }

  /**
   * Locks the offer for the rest of the caller's transaction, so concurrent changes queue. The offer is read again
   * afterwards in its own statement: a statement that waited for the lock would see the offer's new row but the
   * application's old one (PostgreSQL re-reads only the locked row), and move an accepted offer a second time.
   */
  async lock(offerId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('application_offer')
      .select('id')
      .where('id', '=', offerId)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The offer's programs, child by child, with what each program is called. */
  schedulesOf(offerId: string) {
    return this.db
      .selectFrom('offer_schedule as s')
      .innerJoin('child', 'child.id', 's.child_id')
      .leftJoin('program as p', 'p.id', 's.program_id')
      .selectAll('s')
      .select([
        'child.first_name',
        'child.last_name',
        'child.date_of_birth',
        'p.program_name',
        'p.description as program_description',
      ])
      .where('s.application_offer_id', '=', offerId)
      .orderBy('child.date_of_birth')
      .orderBy('child.id')
      .orderBy('s.start_date')
      .execute();
  }

  /** One change to an offer: its state, its programs', its application's, and the record of it. */
  async applyChange(
    offerId: string,
    applicationId: string,
    change: {
      action: OfferAction;
      from: ScheduleOfferState;
      to: ScheduleOfferState;
      applicationState: ApplicationState;
    },
    by: OfferChangeBy,
    now: Date,
  ) {
    if (change.from !== change.to) {
      await this.db
        .updateTable('application_offer')
        .set({ state: change.to, updated_at: now })
        .where('id', '=', offerId)
        .execute();
      await this.db
        .updateTable('offer_schedule')
        .set({ state: change.to })
        .where('application_offer_id', '=', offerId)
        .execute();
    }
    await this.db
      .updateTable('application')
      .set({ state: change.applicationState })
      .where('id', '=', applicationId)
      .execute();
    await this.db
      .insertInto('offer_event')
      .values({
        application_offer_id: offerId,
        action: change.action,
        from_state: change.from,
        to_state: change.to,
        application_state: change.applicationState,
        actor: by.actor,
        actor_person_id: by.personId,
        created_at: now,
      })
      .execute();
  }

  /** A new offer with its programs, in the caller's transaction. */
  async insert(
    offer: Insertable<ApplicationOfferTable>,
    schedules: ReadonlyArray<Omit<Insertable<OfferScheduleTable>, 'application_offer_id'>>,
  ): Promise<string> {
    const { id } = await this.db
      .insertInto('application_offer')
      .values(offer)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (schedules.length > 0) {
      await this.db
        .insertInto('offer_schedule')
        .values(schedules.map((s) => ({ ...s, application_offer_id: id })))
        .execute();
    }
    return id;
  }

  /** The offers on an application the family may still answer (or has accepted): a second offer waits for them. */
  openOn(applicationId: string) {
    return this.db
      .selectFrom('application_offer')
      .select(['id', 'state'])
      .where('application_id', '=', applicationId)
      .where('state', 'in', ['NEW', 'OFFERED_WAITLIST', 'ACCEPTED', 'ACCEPTED_WAITLIST'])
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** How many times each action moved the offer; tests and staff read its history from here. */
  async eventCounts(offerId: string) {
    const rows = await this.db
      .selectFrom('offer_event')
      .select(['action', sql<number>`count(*)::int`.as('n')])
      .where('application_offer_id', '=', offerId)
      .groupBy('action')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.action, r.n])) as Partial<Record<OfferAction, number>>;
  }

  /**
   * What each program charges at the centre: its rate and its application fee, for the offer's schedules. A centre
   * with application fees off (center/application-fees.ts) prices none.
   */
  programFeesAt(centerId: string, programIds: readonly string[]) {
    if (programIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('program_center')
      .innerJoin('center', 'center.id', 'program_center.center_id')
      .select([
        'program_id',
        'class_name',
        'fee_amount_cents',
        'fee_type',
        sql<number>`case when center.application_fees_allowed then application_fee_amount_cents else 0 end`.as(
          'application_fee_amount_cents',
        ),
        sql<FeeStructureType | null>`case when center.application_fees_allowed then application_fee_type end`.as(
          'application_fee_type',
        ),
      ])
      .where('center_id', '=', centerId)
      .where('program_id', 'in', programIds)
      .execute();
  }
}
