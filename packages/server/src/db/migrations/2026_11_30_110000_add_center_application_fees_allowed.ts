/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import type { Kysely } from 'kysely';

// Some jurisdictions (Ontario) forbid fees to apply, register or wait for a place: a centre there turns them off.
// Every existing centre keeps charging what its programs say.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('center')
    .addColumn('application_fees_allowed', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('center').dropColumn('application_fees_allowed').execute();
}
