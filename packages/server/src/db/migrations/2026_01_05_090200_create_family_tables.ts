/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// People, the accounts they belong to, children and contacts with per-child relationships.
export async function up(db: Kysely<any>): Promise<void> {
  const uuidPk = sql`gen_random_uuid()`;
  await db.schema
    .createTable('person')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('phone_type', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('account_person')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('person_id', 'uuid', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('account_person_pk', ['account_id', 'person_id'])
    .execute();

  await db.schema
    .createTable('child')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contact')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id').onDelete('cascade'))
    .addColumn('person_id', 'uuid', (c) => c.references('person.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('phone_type', 'text')
    .addColumn('is_primary', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('contact_child_relationship')
    .addColumn('contact_id', 'uuid', (c) => c.notNull().references('contact.id').onDelete('cascade'))
    .addColumn('child_id', 'uuid', (c) => c.notNull().references('child.id').onDelete('cascade'))
    .addColumn('relationship', 'text', (c) => c.notNull())
    .addColumn('live_with', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('emergency_contact', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('permission_to_pick_up', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('give_medical_treatment', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('give_ambulance_transportation', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('give_consent_regular_outings', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pay_bill_permission', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('contact_child_relationship_pk', ['contact_id', 'child_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['contact_child_relationship', 'contact', 'child', 'account_person', 'account', 'person']) {
    await db.schema.dropTable(table).execute();
  }
}
