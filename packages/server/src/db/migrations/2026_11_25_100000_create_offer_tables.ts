/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// A centre's offer of places (document 2, section 3: Application offer, Offer schedule): one offer per application
// at a time, each program it offers with its own state, and the links that open it. A link code carries 128 bits and
// only its sha256 is stored; an offer has the link mailed to the family and, for a signed-in parent, short-lived
// links the dashboard hands out (a stored hash cannot be shown again).
export async function up(db: Kysely<any>): Promise<void> {
  const uuidPk = sql`gen_random_uuid()`;
  await db.schema
    .createTable('application_offer')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('center_id', 'uuid', (c) => c.notNull().references('center.id'))
    // The offer's own state (a schedule offer state: NEW until the family or the centre acts).
    .addColumn('state', 'text', (c) => c.notNull())
    // The last day the offer may be accepted, in the centre's time zone; null: it does not expire.
    .addColumn('expiry_date', 'date')
    .addColumn('created_by_person_id', 'uuid', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_offer_application')
    .on('application_offer')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('offer_schedule')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.notNull().references('application_offer.id').onDelete('cascade'),
    )
    // The enquiry (application schedule) this answers; null for a program the centre offers instead.
    .addColumn('application_schedule_id', 'uuid', (c) => c.references('application_schedule.id').onDelete('set null'))
    .addColumn('child_id', 'uuid', (c) => c.notNull().references('child.id'))
    .addColumn('program_id', 'uuid', (c) => c.references('program.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('cycle_type', 'text', (c) => c.notNull())
    .addColumn('care_type', 'text', (c) => c.notNull())
    .addColumn('class_name', 'text')
    // Integer cents in the business's currency.
    .addColumn('fee_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_type', 'text')
    .addColumn('fee_structure_type', 'text')
    .addColumn('days', 'jsonb', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_schedule_offer').on('offer_schedule').column('application_offer_id').execute();

  await db.schema
    .createTable('offer_link')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.notNull().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('link_code_hash', 'text', (c) => c.notNull().unique())
    // 'mail': the link mailed when the offer was made; 'portal': handed to a signed-in parent on the dashboard.
    .addColumn('purpose', 'text', (c) => c.notNull())
    // null: as long as the offer; a portal link lasts a day.
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_link_offer').on('offer_link').column('application_offer_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_link').execute();
  await db.schema.dropTable('offer_schedule').execute();
  await db.schema.dropTable('application_offer').execute();
}
