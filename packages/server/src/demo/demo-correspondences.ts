import type { CorrespondenceStage } from '@cc/core';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import { hashLinkCode } from '../security/link-code';
import { DEMO_SLUGS, type DemoBusinessKey } from './demo-ids';
import type { DemoBusiness } from './demo-types';
import { demoLinkCode, demoUuid } from './demo-uuid';

/** The stages a demo family's re-enrolment requests are seeded in, one request each, to open every screen. */
export const DEMO_CORRESPONDENCE_STAGES = [
  'SENT',
  'VIEWED',
  'PARENT_DECLINED',
  'PARENT_COMPLETED',
  'CLOSED',
] as const satisfies readonly CorrespondenceStage[];
export type DemoCorrespondenceStage = (typeof DEMO_CORRESPONDENCE_STAGES)[number];

/** A demo request's link code: fixed (sha256-derived, 128 bits), so the index and the README can point at it. */
export function demoCorrespondenceCode(key: DemoBusinessKey, stage: DemoCorrespondenceStage): string {
  return demoLinkCode(`correspondence:${DEMO_SLUGS[key]}:${stage}`);
}

/**
 * One re-enrolment batch per demo business with a family, and a request to that family's primary contact in each of
 * DEMO_CORRESPONDENCE_STAGES, at the business's first centre. The declined one has no reason yet (as after the
 * automatic decline on load), so its page still asks for one.
 */
export async function seedCorrespondences(tx: Transaction<Database>, business: DemoBusiness, now: Date): Promise<void> {
  const child = business.children[0];
  const center = business.centers[0];
  if (!child || !center) return;
  const batchId = demoUuid(`reenrolment-batch:${business.key}`);
  await tx
    .insertInto('reenrolment_batch')
    .values({
      id: batchId,
      business_id: business.id,
      correspondence_type: 'REENROLLMENT_REQUEST',
      allowed_center_ids: null,
      sent_by_person_id: null,
      created_at: now,
    })
    .execute();
  await tx
    .insertInto('correspondence')
    .values(
      DEMO_CORRESPONDENCE_STAGES.map((stage) => ({
        id: demoUuid(`correspondence:${business.key}/${stage}`),
        batch_id: batchId,
        business_id: business.id,
        account_id: demoUuid(`account:${child.id}`),
        contact_id: demoUuid(`contact:${child.parent.email}`),
        center_id: center.id,
        stage,
        link_code_hash: hashLinkCode(demoCorrespondenceCode(business.key, stage)),
        decline_reason: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
