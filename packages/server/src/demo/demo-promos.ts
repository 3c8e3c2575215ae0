import type { Transaction } from 'kysely';
import { addDaysToWireDate, utcDate } from '@cc/core';
import type { Database } from '../db/database';
import type { DemoBusiness } from './demo-types';
import { demoUuid } from './demo-uuid';

/** Promo codes every demo business has, one per way a code is taken or refused (listed in README's demo section). */
export const DEMO_PROMO_CODES = [
  {
    code: 'WELCOME10',
    name: 'Welcome 10% off',
    kind: 'PERCENT',
    value: 10,
    expiresInDays: null,
    maxUses: null,
    uses: 0,
  },
  { code: 'SAVE25', name: '$25 off', kind: 'FIXED', value: 2500, expiresInDays: 30, maxUses: 100, uses: 0 },
  { code: 'SPRING', name: 'Spring special', kind: 'PERCENT', value: 20, expiresInDays: -2, maxUses: null, uses: 0 },
  { code: 'LASTONE', name: 'Open day', kind: 'FIXED', value: 1000, expiresInDays: null, maxUses: 1, uses: 1 },
] as const;

export async function seedPromoCodes(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const today = utcDate(now);
  await tx
    .insertInto('promo_code')
    .values(
      DEMO_PROMO_CODES.map((promo) => ({
        id: demoUuid(`promo:${business.key}/${promo.code}`),
        business_id: business.id,
        code: promo.code,
        name: promo.name,
        kind: promo.kind,
        value: promo.value,
        expiry_date: promo.expiresInDays === null ? null : addDaysToWireDate(today, promo.expiresInDays),
        max_uses: promo.maxUses,
        uses: promo.uses,
        created_at: now,
      })),
    )
    .execute();
}
