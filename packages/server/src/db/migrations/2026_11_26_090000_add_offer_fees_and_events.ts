/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// What an offer charges before it is accepted, whether an enrolment form follows it, and the record of every change
// made to it: who moved it (the family, the centre's staff or the server's clock) from which state to which, when.
// The record is how staff see an offer's history, and how "exactly one acceptance" is checked.
export async function up(db: Kysely<any>): Promise<void> {
  // The application (enrolment) fee of the program the schedule offers, integer cents; its structure type decides
  // how the offer's fees add up (per application, per child, per place).
  await db.schema
    .alterTable('offer_schedule')
    .addColumn('application_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('application_offer')
    .addColumn('enrolment_form_required', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('offer_event')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.notNull().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text', (c) => c.notNull())
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('application_state', 'text', (c) => c.notNull())
    // 'family' (a link code or the family's session), 'staff', or 'system' (expiry, payment webhooks).
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('actor_person_id', 'uuid', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_event_offer').on('offer_event').column('application_offer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_event').execute();
  await db.schema.alterTable('application_offer').dropColumn('enrolment_form_required').execute();
  await db.schema.alterTable('offer_schedule').dropColumn('application_fee_cents').execute();
}
