/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// Centre staff are people with a role on a business; they sign in with the same one-time codes as parents.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_role')
    .addColumn('person_id', 'uuid', (c) => c.notNull().references('person.id').onDelete('cascade'))
    .addColumn('business_id', 'uuid', (c) => c.notNull().references('business.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('staff_role_pk', ['person_id', 'business_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_role').execute();
}
