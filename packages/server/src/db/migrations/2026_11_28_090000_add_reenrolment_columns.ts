/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Re-enrolment (document 1, section 7: offerEnquiry). An account's balance (integer cents, in the business's
// currency) and the day it falls due: a family with an overdue balance may be stopped from re-enrolling. The
// business's minimum counts for the second-contact section (1, 1, 1 unless it sets others). An application that
// answers a centre's re-enrolment request names that request, so accepting its offer completes it. A re-enrolment
// offer holds its places (places_held): they are taken from the program's count when it is made and given back if
// it is declined, rejected or expires, so two families are never offered the last place.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('account')
    .addColumn('balance_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_due_date', 'date')
    .execute();
  await db.schema
    .alterTable('business')
    .addColumn('min_contacts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`min_contacts >= 0`),
    )
    .addColumn('min_emergency_contact_per_child', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`min_emergency_contact_per_child >= 0`),
    )
    .addColumn('min_permission_to_pick_up_per_child', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`min_permission_to_pick_up_per_child >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('application')
    .addColumn('reenrolment_correspondence_id', 'uuid', (c) => c.references('correspondence.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('application_reenrolment_correspondence_idx')
    .on('application')
    .column('reenrolment_correspondence_id')
    .where(sql.ref('reenrolment_correspondence_id'), 'is not', null)
    .execute();
  await db.schema
    .alterTable('application_offer')
    .addColumn('places_held', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // Places are counted down by re-enrolment offers: the count never goes below zero.
  await sql`alter table program_center add constraint program_center_places_not_negative check (available_places >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table program_center drop constraint program_center_places_not_negative`.execute(db);
  await db.schema.alterTable('application_offer').dropColumn('places_held').execute();
  await db.schema.dropIndex('application_reenrolment_correspondence_idx').execute();
  await db.schema.alterTable('application').dropColumn('reenrolment_correspondence_id').execute();
  await db.schema
    .alterTable('business')
    .dropColumn('min_contacts')
    .dropColumn('min_emergency_contact_per_child')
    .dropColumn('min_permission_to_pick_up_per_child')
    .execute();
  await db.schema.alterTable('account').dropColumn('balance_cents').dropColumn('balance_due_date').execute();
}
