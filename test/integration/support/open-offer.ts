import { DEMO_BUSINESS_IDS, DEMO_CENTER_IDS } from '@cc/server';
import { demoUuid } from '../../../packages/server/src/demo/demo-uuid';
import { createOffer } from '../../../packages/server/src/modules/offer/create-offer';
import { createRepositories } from '../../../packages/server/src/modules/repositories';
import type { TestApp } from '../harness';

/**
 * A fresh open offer on Maple Grove's demo application at Lincoln Park (Chicago), made at `now`: reminders fall due at
 * the business's hours before the day after `expiryDate` begins in Chicago.
 */
export async function openOfferAt(t: TestApp, now: Date, expiryDate: string): Promise<string> {
  const center = DEMO_CENTER_IDS.mapleGroveLincolnPark;
  const id = await t.ctx.db.transaction().execute((tx) =>
    createOffer(createRepositories(tx), {
      business: { id: DEMO_BUSINESS_IDS.mapleGrove },
      center: { id: center, timezone: 'America/Chicago', uses_enrolment_form: false },
      applicationId: demoUuid('application:mapleGrove/submitted'),
      waitlist: false,
      expiryDate,
      createdBy: null,
      now,
    }),
  );
  return id!;
}
