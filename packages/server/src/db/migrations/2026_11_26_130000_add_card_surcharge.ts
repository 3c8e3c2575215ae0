/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import type { Kysely } from 'kysely';

// A business may pass its card processing cost on: a surcharge in basis points (150 = 1.5%) on fees paid by card.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('business')
    .addColumn('card_surcharge_basis_points', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('business').dropColumn('card_surcharge_basis_points').execute();
}
