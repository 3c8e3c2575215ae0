import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { CorrespondenceTable, ReenrolmentBatchTable } from './correspondence.table';

/** A correspondence as the family's pages read it: with its batch's settings, the contact, and the centre. */
export class CorrespondenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByLinkCodeHash(linkCodeHash: string) {
    return this.db
      .selectFrom('correspondence')
      .innerJoin('reenrolment_batch', 'reenrolment_batch.id', 'correspondence.batch_id')
      .innerJoin('contact', 'contact.id', 'correspondence.contact_id')
      .innerJoin('center', 'center.id', 'correspondence.center_id')
      .innerJoin('business', 'business.id', 'correspondence.business_id')
      .selectAll('correspondence')
      .select([
        'reenrolment_batch.correspondence_type',
        'reenrolment_batch.uses_enrolment_form_override',
        'reenrolment_batch.allowed_center_ids',
        'contact.first_name',
        'contact.email',
        'center.name as center_name',
        'center.timezone as center_timezone',
        'business.region as business_region',
      ])
      .where('correspondence.link_code_hash', '=', linkCodeHash)
      .executeTakeFirst();
  }

  async update(id: string, change: Updateable<CorrespondenceTable>): Promise<void> {
    await this.db.updateTable('correspondence').set(change).where('id', '=', id).execute();
  }

  async insertBatch(batch: Insertable<ReenrolmentBatchTable>): Promise<string> {
    const { id } = await this.db
      .insertInto('reenrolment_batch')
      .values(batch)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async insertMany(rows: readonly Insertable<CorrespondenceTable>[]): Promise<void> {
    if (rows.length > 0)
      await this.db
        .insertInto('correspondence')
        .values([...rows])
        .execute();
  }

  /** The primary contacts with an email on these accounts of the business (others are not asked). */
  primaryContactsOf(businessId: string, accountIds: readonly string[]) {
    if (accountIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('contact')
      .innerJoin('account', 'account.id', 'contact.account_id')
      .select(['contact.id', 'contact.account_id', 'contact.first_name', 'contact.email'])
      .where('account.business_id', '=', businessId)
      .where('contact.account_id', 'in', accountIds)
      .where('contact.is_primary', '=', true)
      .where('contact.email', 'is not', null)
      .orderBy('contact.account_id')
      .orderBy('contact.id')
      .execute();
  }

  /**
   * The account's request in this batch of the business (an open one first, when the batch asked several of its
   * contacts), with what the batch allows.
   */
  requestOfAccount(businessId: string, accountId: string, batchId: string) {
    return (
      this.db
        .selectFrom('correspondence')
        .innerJoin('reenrolment_batch', 'reenrolment_batch.id', 'correspondence.batch_id')
        .select([
          'correspondence.id',
          'correspondence.stage',
          'reenrolment_batch.correspondence_type',
          'reenrolment_batch.allowed_center_ids',
        ])
        .where('correspondence.business_id', '=', businessId)
        .where('correspondence.account_id', '=', accountId)
        .where('correspondence.batch_id', '=', batchId)
        // An open request first: a family may hold several in one batch (one per primary contact).
        .orderBy(sql`case when correspondence.stage in ('SENT', 'VIEWED', 'READY_TO_BE_SENT') then 0 else 1 end`)
        .orderBy('correspondence.created_at')
        .orderBy('correspondence.id')
        .limit(1)
        .executeTakeFirst()
    );
  }

  /**
   * The family accepted the offer of the application answering this request: the request, and the account's other
   * requests of the same batch still open (sent to its other contacts), are PARENT_COMPLETED. One already answered
   * (declined) or closed by the centre is left as it is.
   */
  async completeAnsweredRequest(correspondenceId: string, now: Date): Promise<void> {
    const request = this.db.selectFrom('correspondence').where('id', '=', correspondenceId);
    await this.db
      .updateTable('correspondence')
      .set({ stage: 'PARENT_COMPLETED', updated_at: now })
      .where('batch_id', 'in', request.select('batch_id'))
      .where('account_id', 'in', request.select('account_id'))
      .where('stage', 'in', ['READY_TO_BE_SENT', 'SENT', 'VIEWED'])
      .execute();
  }
}
