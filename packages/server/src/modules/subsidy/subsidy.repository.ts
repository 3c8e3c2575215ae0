import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { SUBSIDY_STEP_KEYS, type SubsidyStepKey } from './subsidy.table';

export interface SubsidyChecklistRow {
  id: string;
  application_offer_id: string;
  business_id: string;
  accepted_at: Date;
  lodged_at: Date | null;
  reminder_sent_at: Date | null;
  steps: Array<{ step_key: SubsidyStepKey; done_at: Date | null }>;
}

/** Child Care Subsidy checklists. Callers have checked that the offer asked about is the caller's own. */
export class SubsidyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new checklist with every step open, in the acceptance's transaction; an offer accepted again keeps its first. */
  async createFor(offerId: string, businessId: string, acceptedAt: Date): Promise<void> {
    const made = await this.db
      .insertInto('subsidy_checklist')
      .values({ application_offer_id: offerId, business_id: businessId, accepted_at: acceptedAt })
      .onConflict((oc) => oc.column('application_offer_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!made) return;
    await this.db
      .insertInto('subsidy_checklist_step')
      .values(SUBSIDY_STEP_KEYS.map((step_key) => ({ checklist_id: made.id, step_key, done_at: null })))
      .execute();
  }

  /** The offer's checklist with its steps, in the steps' order; undefined when the offer has none. */
  async ofOffer(offerId: string): Promise<SubsidyChecklistRow | undefined> {
    const checklist = await this.db
      .selectFrom('subsidy_checklist')
      .select(['id', 'application_offer_id', 'business_id', 'accepted_at', 'lodged_at', 'reminder_sent_at'])
      .where('application_offer_id', '=', offerId)
      .executeTakeFirst();
    if (!checklist) return undefined;
    const steps = await this.db
      .selectFrom('subsidy_checklist_step')
      .select(['step_key', 'done_at'])
      .where('checklist_id', '=', checklist.id)
      .execute();
    const order = (key: SubsidyStepKey) => SUBSIDY_STEP_KEYS.indexOf(key);
    return { ...checklist, steps: steps.sort((a, b) => order(a.step_key) - order(b.step_key)) };
  }

  /** Whether the person belongs to the account whose application the offer answers (as the portal lists them). */
  async isFamilyOf(offerId: string, personId: string, businessId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('application_offer as o')
      .innerJoin('application as a', 'a.id', 'o.application_id')
      .innerJoin('account_person as ap', 'ap.account_id', 'a.account_id')
      .select('o.id')
      .where('o.id', '=', offerId)
      .where('o.business_id', '=', businessId)
      .where('ap.person_id', '=', personId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ticks (a time) or unticks (null) one step. */
  async setStepDone(checklistId: string, step: SubsidyStepKey, doneAt: Date | null): Promise<void> {
    await this.db
      .updateTable('subsidy_checklist_step')
      .set({ done_at: doneAt })
      .where('checklist_id', '=', checklistId)
      .where('step_key', '=', step)
      .execute();
  }

  /** The centre lodged the enrolment: kept at its first time, so a second click changes nothing. */
  async markLodged(checklistId: string, personId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('subsidy_checklist')
      .set({ lodged_at: now, lodged_by_person_id: personId })
      .where('id', '=', checklistId)
      .where('lodged_at', 'is', null)
      .execute();
  }

  /** Checklists accepted at or before `acceptedBy`, with a step still open and no reminder yet. */
  async dueForReminder(acceptedBy: Date): Promise<string[]> {
    const rows = await this.db
      .selectFrom('subsidy_checklist as c')
      .select('c.id')
      .where('c.reminder_sent_at', 'is', null)
      .where('c.accepted_at', '<=', acceptedBy)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('subsidy_checklist_step as s')
            .select('s.step_key')
            .whereRef('s.checklist_id', '=', 'c.id')
            .where('s.done_at', 'is', null),
        ),
      )
      .orderBy('c.accepted_at')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Claims the reminder in the caller's transaction: the row is updated only while no reminder is recorded, so of two
   * server copies the second waits on the row lock, then finds it set and gets undefined. A checklist whose steps are
   * all done by now is not claimed either. Answers what the mail needs.
   */
  async claimReminder(checklistId: string, now: Date) {
    const claimed = await this.db
      .updateTable('subsidy_checklist as c')
      .set({ reminder_sent_at: now })
      .where('c.id', '=', checklistId)
      .where('c.reminder_sent_at', 'is', null)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('subsidy_checklist_step as s')
            .select('s.step_key')
            .whereRef('s.checklist_id', '=', 'c.id')
            .where('s.done_at', 'is', null),
        ),
      )
      .returning(['c.application_offer_id', 'c.business_id', 'c.lodged_at'])
      .executeTakeFirst();
    if (!claimed) return undefined;
    return this.db
      .selectFrom('application_offer as o')
      .innerJoin('application as a', 'a.id', 'o.application_id')
      .innerJoin('person as p', 'p.id', 'a.person_id')
      .innerJoin('business as b', 'b.id', 'o.business_id')
      .innerJoin('center as ce', 'ce.id', 'o.center_id')
      .select(['o.id as offer_id', 'p.email', 'p.first_name', 'b.id as business_id', 'b.name as business_name'])
      .select(['b.region', 'ce.name as centre_name'])
      .where('o.id', '=', claimed.application_offer_id)
      .executeTakeFirst()
      .then((row) => row && { ...row, lodged: claimed.lodged_at !== null });
  }
}
