import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { CorrespondenceTable } from './correspondence.table';

/** A correspondence as the family's pages read it: with its batch's settings, the contact, and the centre. */
export class CorrespondenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByLinkCodeHash(linkCodeHash: string) {
    return this.db
      .selectFrom('correspondence')
      .innerJoin('reenrolment_batch', 'reenrolment_batch.id', 'correspondence.batch_id')
      .innerJoin('contact', 'contact.id', 'correspondence.contact_id')
      .innerJoin('center', 'center.id', 'correspondence.center_id')
      .selectAll('correspondence')
      .select([
        'reenrolment_batch.correspondence_type',
        'reenrolment_batch.uses_enrolment_form_override',
        'reenrolment_batch.allowed_center_ids',
        'contact.first_name',
        'contact.email',
        'center.name as center_name',
        'center.timezone as center_timezone',
      ])
      .where('correspondence.link_code_hash', '=', linkCodeHash)
      .executeTakeFirst();
  }

  async update(id: string, change: Updateable<CorrespondenceTable>): Promise<void> {
    await this.db.updateTable('correspondence').set(change).where('id', '=', id).execute();
  }
}
