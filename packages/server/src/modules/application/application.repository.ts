import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type {
  ApplicationRow,
  ApplicationScheduleRow,
  ApplicationScheduleTable,
  ApplicationTable,
} from './application.table';

export type NewApplication = Omit<Insertable<ApplicationTable>, 'id' | 'created_at'>;
export type NewApplicationSchedule = Omit<Insertable<ApplicationScheduleTable>, 'id' | 'application_id'>;

/** Applications and their schedules. Writes are meant to run inside the caller's transaction (pass it as `db`). */
export class ApplicationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<ApplicationRow | undefined> {
    return this.db.selectFrom('application').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A business's applications, newest first. */
  async findByBusiness(businessId: string, page: { limit?: number; offset?: number } = {}): Promise<ApplicationRow[]> {
    return this.db
      .selectFrom('application')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(page.limit ?? 50)
      .offset(page.offset ?? 0)
      .execute();
  }

  /** The schedules of these applications, in application, child and program order. */
  async schedulesFor(applicationIds: readonly string[]): Promise<ApplicationScheduleRow[]> {
    if (applicationIds.length === 0) return [];
    return this.db
      .selectFrom('application_schedule')
      .selectAll()
      .where('application_id', 'in', applicationIds)
      .orderBy('application_id')
      .orderBy('child_id')
      .orderBy('program_id')
      .execute();
  }

  /** Moves an application (and its enquiries, when given) to a new state: a centre's decision on it. */
  async setState(id: string, state: ApplicationRow['state'], scheduleState?: ApplicationScheduleRow['state']) {
    await this.db.updateTable('application').set({ state }).where('id', '=', id).execute();
    if (scheduleState)
      await this.db
        .updateTable('application_schedule')
        .set({ state: scheduleState })
        .where('application_id', '=', id)
        .execute();
  }

  /** The application and its schedules in one statement (its id is made here, so the schedules need no RETURNING). */
  async insert(application: NewApplication, schedules: readonly NewApplicationSchedule[]): Promise<string> {
    const id = randomUUID();
    const row = this.db.insertInto('application').values({ ...application, id });
    if (schedules.length === 0) await row.execute();
    else
      await this.db
        .with('application_row', () => row.returning('id'))
        .insertInto('application_schedule')
        .values(schedules.map((schedule) => ({ ...schedule, application_id: id })))
        .execute();
    return id;
  }

  /** The answer the first submission with this key got, and the hash of the request it came with, if any. */
  async findSubmission(
    businessId: string,
    idempotencyKey: string,
  ): Promise<{ result: unknown; requestHash: string | null } | undefined> {
    const row = await this.db
      .selectFrom('application_idempotency')
      .select(['result', 'request_hash'])
      .where('business_id', '=', businessId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirst();
    return row && { result: row.result, requestHash: row.request_hash };
  }

  async saveSubmissionResult(
    businessId: string,
    idempotencyKey: string,
    requestHash: string,
    applicationId: string,
    result: unknown,
  ): Promise<void> {
    await this.db
      .insertInto('application_idempotency')
      .values({
        business_id: businessId,
        idempotency_key: idempotencyKey,
        application_id: applicationId,
        request_hash: requestHash,
        result: JSON.stringify(result),
      })
      .execute();
  }
}
