/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Programs a business runs and their per-centre rows (fees, places, day availability).
export async function up(db: Kysely<any>): Promise<void> {
  const uuidPk = sql`gen_random_uuid()`;
  await db.schema
    .createTable('program_group')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('start_date', 'date')
    .addColumn('end_date', 'date')
    .execute();

  await db.schema
    .createTable('program')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('program_group_id', 'uuid', (c) => c.references('program_group.id'))
    .addColumn('program_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_open_for_enrollment', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('operating_days', sql`text[]`, (c) => c.notNull())
    .addColumn('min_enrolment_days', 'integer')
    .addColumn('max_enrolment_days', 'integer')
    .addColumn('min_age_months', 'integer')
    .addColumn('max_age_months', 'integer')
    .execute();
  await db.schema.createIndex('program_business_idx').on('program').column('business_id').execute();

  await db.schema
    .createTable('program_center')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('program.id').onDelete('cascade'))
    .addColumn('center_id', 'uuid', (c) => c.notNull().references('center.id').onDelete('cascade'))
    .addColumn('fee_id', 'uuid')
    .addColumn('class_name', 'text')
    .addColumn('available_places', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('application_fee_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('application_fee_type', 'text')
    .addColumn('enrollment_options', 'text', (c) => c.notNull())
    .addColumn('care_type', 'text', (c) => c.notNull())
    .addColumn('fee_amount_cents', 'integer', (c) => c.notNull())
    .addColumn('fee_type', 'text', (c) => c.notNull().check(sql`fee_type in ('Weekly', 'Daily')`))
    .addUniqueConstraint('program_center_unique', ['program_id', 'center_id'])
    .execute();
  await db.schema.createIndex('program_center_center_idx').on('program_center').column('center_id').execute();

  await db.schema
    .createTable('program_center_day_availability')
    .addColumn('program_center_id', 'uuid', (c) => c.notNull().references('program_center.id').onDelete('cascade'))
    .addColumn('day_of_week', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('program_center_day_pk', ['program_center_id', 'day_of_week'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['program_center_day_availability', 'program_center', 'program', 'program_group']) {
    await db.schema.dropTable(table).execute();
  }
}
