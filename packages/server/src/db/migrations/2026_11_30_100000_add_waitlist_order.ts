/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import type { Kysely } from 'kysely';

// A family's place on a centre's waitlist is computed on read (modules/waitlist): the waiting schedules of one centre
// and program, in the business's order. A business may put the siblings of enrolled children first. The indexes serve
// that read: a program's schedules at a centre, and the offers that answer a schedule.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('business')
    .addColumn('waitlist_siblings_first', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createIndex('application_schedule_center_program_idx')
    .on('application_schedule')
    .columns(['center_id', 'program_id'])
    .execute();
  await db.schema
    .createIndex('offer_schedule_application_schedule_idx')
    .on('offer_schedule')
    .column('application_schedule_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('offer_schedule_application_schedule_idx').execute();
  await db.schema.dropIndex('application_schedule_center_program_idx').execute();
  await db.schema.alterTable('business').dropColumn('waitlist_siblings_first').execute();
}
