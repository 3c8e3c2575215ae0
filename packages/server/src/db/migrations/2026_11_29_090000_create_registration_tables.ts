/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// A centre's registrations (a named link for families to register children for programs), their programs with
// places, ages, dates, early-bird window and fees, and the families' submissions: one row per child and program, each
// holding a place or waiting. The checkout's payment method, its charges (one success at most, enforced here too)
// and the promo code applied.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registration')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('center_id', 'uuid', (c) => c.notNull().references('center.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // sha256 of the link code (base64url); the code itself is shown once.
    .addColumn('link_code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ask_family_about_subsidy', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('requires_approval', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registration_business').on('registration').column('business_id').execute();

  await db.schema
    .createTable('registration_program')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('registration_id', 'uuid', (c) => c.notNull().references('registration.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('places', 'integer', (c) => c.notNull())
    .addColumn('min_age_months', 'integer', (c) => c.notNull())
    .addColumn('max_age_months', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    // The early-bird window's last day in the centre's calendar; null when there is none.
    .addColumn('early_bird_until', 'date')
    // Integer cents in the business's currency.
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('early_bird_fee_cents', 'integer')
    // Integer cents per child position (first, second, ...; the last repeats): the tiered registration fee flag.
    .addColumn('tiered_fee_cents', 'jsonb')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('registration_program_registration')
    .on('registration_program')
    .column('registration_id')
    .execute();

  await db.schema
    .createTable('registration_submission')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('registration_id', 'uuid', (c) => c.notNull().references('registration.id'))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('person_id', 'uuid', (c) => c.notNull().references('person.id'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id'))
    .addColumn('link_code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('family_receives_subsidy', 'boolean')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // sha256 of the request, so a reused key with a different request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('promo_code_id', 'uuid', (c) => c.references('promo_code.id'))
    .addColumn('terms_accepted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('registration_submission_idempotency', ['registration_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('registration_submission_registration')
    .on('registration_submission')
    .column('registration_id')
    .execute();

  await db.schema
    .createTable('registration_submission_schedule')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('submission_id', 'uuid', (c) => c.notNull().references('registration_submission.id').onDelete('cascade'))
    .addColumn('child_id', 'uuid', (c) => c.notNull().references('child.id'))
    .addColumn('registration_program_id', 'uuid', (c) => c.notNull().references('registration_program.id'))
    // SUBMITTED, APPROVED, ACCEPTED hold a place; OFFERED_WAITLIST, WAITLISTED, REJECTED do not.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('is_early_bird', 'boolean', (c) => c.notNull().defaultTo(false))
    // The fee this row costs, fixed when it was submitted (integer cents).
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    // The child's position among the submission's children, from 1 (the order the family listed them).
    .addColumn('child_position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('registration_submission_schedule_once', [
      'submission_id',
      'child_id',
      'registration_program_id',
    ])
    .execute();
  await db.schema
    .createIndex('registration_submission_schedule_program')
    .on('registration_submission_schedule')
    .columns(['registration_program_id', 'state'])
    .execute();

  await db.schema
    .createTable('registration_payment_method')
    .addColumn('submission_id', 'uuid', (c) =>
      c.primaryKey().references('registration_submission.id').onDelete('cascade'),
    )
    .addColumn('processor', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('registration_charge')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('submission_id', 'uuid', (c) => c.notNull().references('registration_submission.id').onDelete('cascade'))
    .addColumn('processor', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // succeeded, failed, pending or requires_action, as offer_charge.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('service_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('method_type', 'text', (c) => c.notNull())
    .addColumn('last_four', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registration_charge_submission')
    .on('registration_charge')
    .column('submission_id')
    .execute();
  await sql`create unique index registration_charge_one_success on registration_charge (submission_id) where status = 'succeeded'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('registration_charge').execute();
  await db.schema.dropTable('registration_payment_method').execute();
  await db.schema.dropTable('registration_submission_schedule').execute();
  await db.schema.dropTable('registration_submission').execute();
  await db.schema.dropTable('registration_program').execute();
  await db.schema.dropTable('registration').execute();
}
