/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import type { Kysely } from 'kysely';

// An anonymous enquiry never writes into an existing family's account. When its email belongs to a family the
// business knows (and the names differ, or the person check would have refused it), the new enquiry gets its own
// person and account and names the existing account here, for staff to merge or tell apart.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('application')
    .addColumn('possible_match_account_id', 'uuid', (col) => col.references('account.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application').dropColumn('possible_match_account_id').execute();
}
