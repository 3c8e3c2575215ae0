/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Businesses, their centres and what each centre offers families.
export async function up(db: Kysely<any>): Promise<void> {
  const uuidPk = sql`gen_random_uuid()`;
  await db.schema
    .createTable('business')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull().check(sql`region in ('US', 'CA', 'AU')`))
    .addColumn('currency', 'char(3)', (c) => c.notNull())
    .addColumn('flow_type', 'text', (c) => c.notNull())
    .addColumn('is_use_program_group', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_use_per_program_group_fees', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('website_origins', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('center')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('timezone', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('address1', 'text')
    .addColumn('address2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('country', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('uses_parent_application', 'boolean')
    .addColumn('business_uses_re_enrol', 'boolean')
    .addColumn('uses_enrolment_form', 'boolean')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('center_business_idx').on('center').column('business_id').execute();

  await db.schema
    .createTable('center_enrollment_settings')
    .addColumn('center_id', 'uuid', (c) => c.primaryKey().references('center.id').onDelete('cascade'))
    .addColumn('ask_family_about_subsidy', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('enrollment_option', 'text', (c) => c.notNull())
    .addColumn('fee_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fee_type', 'text', (c) => c.notNull().check(sql`fee_type in ('Weekly', 'Daily')`))
    .execute();

  await db.schema
    .createTable('center_care_type')
    .addColumn('center_id', 'uuid', (c) => c.notNull().references('center.id').onDelete('cascade'))
    .addColumn('care_type', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('center_care_type_pk', ['center_id', 'care_type'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['center_care_type', 'center_enrollment_settings', 'center', 'business']) {
    await db.schema.dropTable(table).execute();
  }
}
