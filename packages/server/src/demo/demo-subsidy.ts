import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { SUBSIDY_STEP_KEYS } from '../modules/subsidy/subsidy.table';
import type { DemoBusiness } from './demo-types';
import { demoUuid } from './demo-uuid';

const DAY_MS = 86_400_000;

/**
 * An Australian demo family's Child Care Subsidy checklist, on its accepted offer (demo-applications' 'accepted'):
 * accepted yesterday, the CCS percentage checked, the enrolment not yet lodged by the centre, so the portal's card
 * shows a ticked step, the CRN step waiting for the centre, and one still to do. Yesterday keeps the week's reminder
 * from going out as the demo starts.
 */
export async function seedSubsidyChecklists(tx: Transaction<Database>, business: DemoBusiness, now: Date) {
  if (business.region !== 'AU') return;
  const offerId = demoUuid(`offer:${business.key}/accepted`);
  const offer = await tx.selectFrom('application_offer').select('id').where('id', '=', offerId).executeTakeFirst();
  if (!offer) return;
  const checklistId = demoUuid(`subsidy-checklist:${business.key}/accepted`);
  await tx
    .insertInto('subsidy_checklist')
    .values({
      id: checklistId,
      application_offer_id: offerId,
      business_id: business.id,
      accepted_at: new Date(now.getTime() - DAY_MS),
    })
    .execute();
  await tx
    .insertInto('subsidy_checklist_step')
    .values(
      SUBSIDY_STEP_KEYS.map((step_key) => ({
        checklist_id: checklistId,
        step_key,
        done_at: step_key === 'check-ccs-percentage' ? new Date(now.getTime() - DAY_MS / 2) : null,
      })),
    )
    .execute();
}
