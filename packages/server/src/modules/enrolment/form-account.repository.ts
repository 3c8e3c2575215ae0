import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';

const COLUMNS = [
  'f.id',
  'f.business_id',
  'f.center_id',
  'f.account_id',
  'f.correlation_id',
  'f.enrolment_form_id',
  'f.data',
  'f.state',
] as const;

/** Families' submitted forms kept with their accounts; every read is limited to accounts the person holds. */
export class FormAccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Keeps a submitted offer's answers with the application's account (once per offer). */
  async keepSubmitted(offerId: string, formId: string | null, data: Record<string, unknown>, now: Date): Promise<void> {
    await this.db
      .insertInto('enrolment_form_account')
      .columns([
        'business_id',
        'center_id',
        'account_id',
        'application_offer_id',
        'enrolment_form_id',
        'data',
        'state',
        'updated_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('application_offer as o')
          .innerJoin('application as a', 'a.id', 'o.application_id')
          .select((s) => [
            'o.business_id',
            'o.center_id',
            'a.account_id',
            'o.id',
            s.val(formId).as('form'),
            s.val(JSON.stringify(data)).as('data'),
            s.val('COMPLETE').as('state'),
            s.val(now).as('now'),
          ])
          .where('o.id', '=', offerId),
      )
      .onConflict((oc) => oc.column('application_offer_id').doNothing())
      .execute();
  }

  /** The person's form on this account (and centre, when named), by its correlation id or the latest. */
  ofPerson(
    personId: string,
    businessId: string,
    filter: { accountId?: string; correlationId?: string; centerId?: string },
  ) {
    let query = this.db
      .selectFrom('enrolment_form_account as f')
      .innerJoin('account_person as ap', 'ap.account_id', 'f.account_id')
      .select(COLUMNS)
      .where('ap.person_id', '=', personId)
      .where('f.business_id', '=', businessId);
    if (filter.accountId) query = query.where('f.account_id', '=', filter.accountId);
    if (filter.correlationId) query = query.where('f.correlation_id', '=', filter.correlationId);
    if (filter.centerId) query = query.where('f.center_id', '=', filter.centerId);
    return query.orderBy('f.updated_at', 'desc').executeTakeFirst();
  }

  byIdOfPerson(personId: string, businessId: string, id: string) {
    return this.db
      .selectFrom('enrolment_form_account as f')
      .innerJoin('account_person as ap', 'ap.account_id', 'f.account_id')
      .select(COLUMNS)
      .where('ap.person_id', '=', personId)
      .where('f.business_id', '=', businessId)
      .where('f.id', '=', id)
      .executeTakeFirst();
  }

  async save(id: string, data: Record<string, unknown>, state: 'COMPLETE' | 'IN_PROGRESS', now: Date): Promise<void> {
    await this.db
      .updateTable('enrolment_form_account')
      .set({ data: JSON.stringify(data), state, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
