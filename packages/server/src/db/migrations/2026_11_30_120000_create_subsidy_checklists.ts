/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// After an Australian family accepts an offer: what it still does to receive the Child Care Subsidy. One checklist per
// accepted offer (made in the acceptance's transaction), a row per step the family ticks, the centre's lodging of the
// enrolment, and the one reminder mail a week later.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subsidy_checklist')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.notNull().unique().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id').onDelete('cascade'))
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lodged_at', 'timestamptz')
    .addColumn('lodged_by_person_id', 'uuid', (c) => c.references('person.id').onDelete('set null'))
    .addColumn('reminder_sent_at', 'timestamptz')
    .execute();
  // The reminder job looks for checklists a week old without a reminder.
  await db.schema
    .createIndex('subsidy_checklist_reminder_due')
    .on('subsidy_checklist')
    .column('accepted_at')
    .where(sql.ref('reminder_sent_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('subsidy_checklist_step')
    .addColumn('checklist_id', 'uuid', (c) => c.notNull().references('subsidy_checklist.id').onDelete('cascade'))
    .addColumn('step_key', 'text', (c) =>
      c
        .notNull()
        .check(sql`step_key in ('link-crn-confirm-enrolment', 'check-ccs-percentage', 'keep-details-current')`),
    )
    .addColumn('done_at', 'timestamptz')
    .addPrimaryKeyConstraint('subsidy_checklist_step_pk', ['checklist_id', 'step_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subsidy_checklist_step').execute();
  await db.schema.dropTable('subsidy_checklist').execute();
}
