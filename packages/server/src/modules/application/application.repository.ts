import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { executeAsOne, type Write } from '../../db/one-statement';
import type {
  ApplicationIdempotencyTable,
  ApplicationRow,
  ApplicationScheduleRow,
  ApplicationScheduleTable,
  ApplicationTable,
} from './application.table';

export type NewApplication = Omit<Insertable<ApplicationTable>, 'id' | 'created_at'>;
export type NewApplicationSchedule = Omit<Insertable<ApplicationScheduleTable>, 'id' | 'application_id'>;
/** A submission's stored answer (application_idempotency), less the application it made. */
export type NewSubmissionAnswer = Omit<Insertable<ApplicationIdempotencyTable>, 'application_id' | 'created_at'>;

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

  /**
   * An application with its schedules, the answer its submission's retries get when that is known before it
   * (`answer`, given the new id), and any other rows it needs written with it (`alongside`: a new family's), all in
   * one statement (executeAsOne): the id is made here, so no row waits for a RETURNING.
   */
  async insert(
    application: NewApplication,
    schedules: readonly NewApplicationSchedule[],
    answer?: (id: string) => NewSubmissionAnswer,
    alongside: readonly Write[] = [],
  ): Promise<string> {
    const id = randomUUID();
    const writes: Write[] = [...alongside, this.db.insertInto('application').values({ ...application, id })];
    if (schedules.length > 0)
      writes.push(
        this.db
          .insertInto('application_schedule')
          .values(schedules.map((schedule) => ({ ...schedule, application_id: id }))),
      );
    if (answer)
      writes.push(this.db.insertInto('application_idempotency').values({ ...answer(id), application_id: id }));
    await executeAsOne(this.db, writes);
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

  async saveSubmissionResult(applicationId: string, answer: NewSubmissionAnswer): Promise<void> {
    await this.db
      .insertInto('application_idempotency')
      .values({ ...answer, application_id: applicationId })
      .execute();
  }
}
