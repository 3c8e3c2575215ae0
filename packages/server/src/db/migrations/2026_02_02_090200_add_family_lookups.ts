/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Family look-ups by email, phone and child name (person checks, known-child checks, the enquiry's find-or-create),
// and when a person became able to sign in (null until parent sign-in exists).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('person').addColumn('login_enabled_at', 'timestamptz').execute();
  await db.schema
    .createIndex('person_email_lower_idx')
    .on('person')
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.createIndex('person_phone_idx').on('person').column('phone_number').execute();
  await db.schema.createIndex('account_business_idx').on('account').column('business_id').execute();
  await db.schema.createIndex('account_person_person_idx').on('account_person').column('person_id').execute();
  await db.schema.createIndex('contact_account_idx').on('contact').column('account_id').execute();
  await db.schema
    .createIndex('child_name_dob_idx')
    .on('child')
    .expression(sql`lower(trim(last_name)), date_of_birth`)
    .execute();
  await db.schema.createIndex('child_account_idx').on('child').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'child_account_idx',
    'child_name_dob_idx',
    'contact_account_idx',
    'account_person_person_idx',
    'account_business_idx',
    'person_phone_idx',
    'person_email_lower_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('person').dropColumn('login_enabled_at').execute();
}
