/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import { sql, type Kysely } from 'kysely';

// A business's own feature-flag overrides ({flagName: value}); the documented defaults fill in the rest.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('business')
    .addColumn('feature_flags', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('business').dropColumn('feature_flags').execute();
}
