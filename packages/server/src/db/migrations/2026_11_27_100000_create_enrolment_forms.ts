/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// The enrolment form that follows an accepted offer: a centre's form as data (its definition, checked against
// @cc/core/forms before it is stored; one per business, or one for a centre), and each offer's answers to it, saved
// at every step and submitted once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enrolment_form')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id').onDelete('cascade'))
    .addColumn('center_id', 'uuid', (c) => c.references('center.id').onDelete('cascade'))
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index enrolment_form_one_per_scope on enrolment_form (business_id, coalesce(center_id, '00000000-0000-0000-0000-000000000000'))`.execute(
    db,
  );
  await db.schema
    .createTable('enrolment_document')
    .addColumn('application_offer_id', 'uuid', (c) =>
      c.primaryKey().references('application_offer.id').onDelete('cascade'),
    )
    .addColumn('enrolment_form_id', 'uuid', (c) => c.references('enrolment_form.id').onDelete('set null'))
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('current_step', 'text')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('enrolment_document').execute();
  await db.schema.dropTable('enrolment_form').execute();
}
