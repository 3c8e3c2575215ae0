import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Page } from '../../graphql/page';

/**
 * What the parent portal lists: the applications on accounts a person holds at a business, and their schedules with
 * the child and program names. Every query starts from the person's own accounts, so no id from a request can reach
 * another family's rows.
 */
export class PersonApplicationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private ofPerson(businessId: string, personId: string) {
    return this.db
      .selectFrom('application')
      .innerJoin('account_person', 'account_person.account_id', 'application.account_id')
      .where('account_person.person_id', '=', personId)
      .where('application.business_id', '=', businessId);
  }

  /** One page, newest first, with the total count (one statement while the page has rows). */
  async page(businessId: string, personId: string, page: Page) {
    const rows = await this.ofPerson(businessId, personId)
      .innerJoin('center', 'center.id', 'application.center_id')
      .select([
        'application.id',
        'application.account_id',
        'application.state',
        'application.created_at',
        'center.id as center_id',
        'center.name as center_name',
        'center.timezone as center_timezone',
        sql<string>`count(*) over ()`.as('total'),
      ])
      .orderBy('application.created_at', 'desc')
      .orderBy('application.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && page.offset > 0) {
      const counted = await this.ofPerson(businessId, personId)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      total = Number(counted.n);
    }
    return { rows, total };
  }

  /** The schedules of these applications, children in the order they were added. */
  schedules(applicationIds: readonly string[]) {
    if (applicationIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('application_schedule')
      .innerJoin('child', 'child.id', 'application_schedule.child_id')
      .innerJoin('program', 'program.id', 'application_schedule.program_id')
      .select([
        'application_schedule.id',
        'application_schedule.application_id',
        'application_schedule.program_id',
        'application_schedule.care_type',
        'application_schedule.cycle_type',
        'application_schedule.start_date',
        'application_schedule.state',
        'child.id as child_id',
        'child.first_name',
        'child.last_name',
        'program.program_name',
      ])
      .where('application_schedule.application_id', 'in', applicationIds)
      .orderBy('child.created_at')
      .orderBy('child.id')
      .orderBy('application_schedule.id')
      .execute();
  }
}
