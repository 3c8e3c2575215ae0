/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Applications (an enquiry first), one schedule per child and program, and the first answer to each submission,
// which a retry with the same idempotency key gets back. State lists are document 2's, written out here because a
// migration never changes once it has run.
const ENQUIRY_TYPES = ['INQUIRY', 'REENROLLMENTATEXISTINGCENTER', 'REENROLLMENTATNEWCENTER', 'UPDATEENROLMENTFORM'];
const APPLICATION_STATES = [
  'ACCEPTED',
  'ACCEPTED_OFFER_PENDING_PAYMENT',
  'APPLICANT_ACCEPTED_OFFER',
  'APPLICANT_INITIATED',
  'APPROVAL_PENDING',
  'COMPLETED',
  'CONTACTED',
  'DEBUG',
  'ERRORED',
  'LOST',
  'NONE',
  'OFFERED',
  'OFFERED_PENDING_ACCEPTANCE',
  'ON_WAITLIST',
  'PARTIAL',
  'READY_FOR_GENERATION',
  'READY_FOR_GENERATION_AND_QUEUED',
  'SUBMITTED',
];
const SCHEDULE_STATES = [
  'ACCEPTED',
  'ACCEPTED_WAITLIST',
  'APPROVAL_PENDING',
  'APPROVAL_WAITLIST_PENDING',
  'COMPLETED',
  'CREATING',
  'DEBUG_QUEUED',
  'DEBUG_SUBMITTED',
  'DELETED',
  'ERRORED',
  'LOST',
  'NEW',
  'OFFERED_WAITLIST',
  'REJECTED',
  'SUBMITTED',
];

const oneOf = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

export async function up(db: Kysely<any>): Promise<void> {
  const uuidPk = sql`gen_random_uuid()`;
  await db.schema
    .createTable('application')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('center_id', 'uuid', (c) => c.notNull().references('center.id'))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('account.id'))
    .addColumn('person_id', 'uuid', (c) => c.notNull().references('person.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ENQUIRY_TYPES)))
    .addColumn('state', 'text', (c) => c.notNull().check(oneOf('state', APPLICATION_STATES)))
    // A staff member's id when centre staff filled the form in for the family.
    .addColumn('created_by', 'uuid')
    .addColumn('family_receives_subsidy', 'boolean')
    .addColumn('cwa_consent', 'boolean')
    .addColumn('enquiry_link_id', 'uuid', (c) => c.references('enquiry_link.id'))
    .addColumn('link_code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('application_business_idempotency_key', ['business_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('application_business_created_idx')
    .on('application')
    .columns(['business_id', 'created_at'])
    .execute();
  await db.schema.createIndex('application_account_idx').on('application').column('account_id').execute();

  await db.schema
    .createTable('application_schedule')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('child_id', 'uuid', (c) => c.notNull().references('child.id'))
    .addColumn('program_id', 'uuid', (c) => c.notNull().references('program.id'))
    .addColumn('center_id', 'uuid', (c) => c.notNull().references('center.id'))
    .addColumn('care_type', 'text', (c) => c.notNull())
    .addColumn('cycle_type', 'text', (c) => c.notNull().check(sql`cycle_type in ('Weekly', 'Biweekly', 'Casual')`))
    .addColumn('start_date', 'date', (c) => c.notNull())
    // [{dayOfWeek, week}], Monday to Sunday order; empty for a casual schedule.
    .addColumn('days', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(oneOf('state', SCHEDULE_STATES)))
    .addUniqueConstraint('application_schedule_unique', ['application_id', 'child_id', 'program_id'])
    .execute();
  await db.schema.createIndex('application_schedule_child_idx').on('application_schedule').column('child_id').execute();

  await db.schema
    .createTable('application_idempotency')
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('application.id').onDelete('cascade'))
    // The answer the first submission got, link code included, so that a retry shows the family the same link.
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('application_idempotency_pk', ['business_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['application_idempotency', 'application_schedule', 'application']) {
    await db.schema.dropTable(table).execute();
  }
}
