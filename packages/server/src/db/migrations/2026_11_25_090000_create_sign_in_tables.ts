/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Parents sign in with a one-time code sent by email. A challenge is one request for a code: the code and the
// challenge token the requester holds are stored only as hashes, with the wrong answers counted against it. A session
// is a bearer token (stored hashed) for one person at one business, until it expires or is revoked on sign-out.
// Mail without an SMTP server is kept in mail_outbox, so a demo or a developer can read it.
export async function up(db: Kysely<any>): Promise<void> {
  const uuidPk = sql`gen_random_uuid()`;
  await db.schema
    .createTable('sign_in_challenge')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    // sha256 of the challenge token handed to the requester: the code is accepted only beside it.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // sha256 of the lower-cased email, so answers are matched to the address the code was sent to.
    .addColumn('email_hash', 'text', (c) => c.notNull())
    // null when the email belongs to nobody at the business: the challenge then can never succeed.
    .addColumn('person_id', 'uuid', (c) => c.references('person.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('wrong_answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_challenge_expires').on('sign_in_challenge').column('expires_at').execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('person_id', 'uuid', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('session_person').on('session').column('person_id').execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('business_id', 'uuid', (c) => c.references('business.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mail_outbox', 'session', 'sign_in_challenge']) await db.schema.dropTable(table).execute();
}
