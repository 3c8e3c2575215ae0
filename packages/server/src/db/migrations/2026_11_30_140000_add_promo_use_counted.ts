/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> so they never depend on later table types. */
import type { Kysely } from 'kysely';

// A promo code's use is now counted when the family pays (payment/promo-use.ts), no longer when the code is applied,
// so each offer and checkout records whether it holds one. Codes applied before this counted their use when they
// were applied: those rows hold it, and give it back as before when the family picks another code.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('offer_promo')
    .addColumn('use_counted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.updateTable('offer_promo').set({ use_counted: true }).execute();
  await db.schema
    .alterTable('registration_submission')
    .addColumn('promo_use_counted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db
    .updateTable('registration_submission')
    .set({ promo_use_counted: true })
    .where('promo_code_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('registration_submission').dropColumn('promo_use_counted').execute();
  await db.schema.alterTable('offer_promo').dropColumn('use_counted').execute();
}
