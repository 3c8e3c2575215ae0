import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import {
  PLACE_HOLDING_STATES,
  type RegistrationScheduleState,
  type RegistrationSubmissionScheduleTable,
  type RegistrationSubmissionTable,
} from './registration.table';

export type SubmissionRow = Selectable<RegistrationSubmissionTable>;
export type NewSubmissionSchedule = Omit<Insertable<RegistrationSubmissionScheduleTable>, 'id' | 'submission_id'>;

/** A submission's row with its child and program, as staff and mails show them. */
export interface SubmissionScheduleView {
  id: string;
  submission_id: string;
  state: RegistrationScheduleState;
  is_early_bird: boolean;
  fee_cents: number;
  child_position: number;
  child_id: string;
  child_first_name: string;
  child_last_name: string;
  child_date_of_birth: string;
  program_id: string;
  program_name: string;
  program_description: string;
  program_start_date: string;
  program_end_date: string;
}

/** Families' registration submissions and their rows (one per child and program): creation, listing, decisions. */
export class SubmissionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The places each program's rows hold now (SUBMITTED, APPROVED, ACCEPTED); programs with none are absent. */
  async placesTaken(programIds: readonly string[]): Promise<Map<string, number>> {
    if (programIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('registration_submission_schedule')
      .select(['registration_program_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('registration_program_id', 'in', programIds)
      .where('state', 'in', PLACE_HOLDING_STATES)
      .groupBy('registration_program_id')
      .execute();
    return new Map(rows.map((row) => [row.registration_program_id, Number(row.n)]));
  }

  /** The submission made with this idempotency key (its hash) for the registration. */
  findByIdempotencyKey(registrationId: string, idempotencyKeyHash: string) {
    return this.db
      .selectFrom('registration_submission')
      .select(['id', 'state', 'request_hash', 'link_code_sealed'])
      .where('registration_id', '=', registrationId)
      .where('idempotency_key', '=', idempotencyKeyHash)
      .executeTakeFirst();
  }

  /** A submission and its rows; returns its id. */
  async insert(
    submission: Omit<Insertable<RegistrationSubmissionTable>, 'id'>,
    schedules: readonly NewSubmissionSchedule[],
  ): Promise<string> {
    const { id } = await this.db
      .insertInto('registration_submission')
      .values(submission)
      .returning('id')
      .executeTakeFirstOrThrow();
    if (schedules.length > 0) {
      await this.db
        .insertInto('registration_submission_schedule')
        .values(schedules.map((s) => ({ ...s, submission_id: id })))
        .execute();
    }
    return id;
  }

  /** The registration's submissions, oldest first. */
  listOfRegistration(registrationId: string): Promise<SubmissionRow[]> {
    return this.db
      .selectFrom('registration_submission')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * The business's submission, by id. `lock`: held until the transaction ends, so a decision and the family's
   * checkout never change it at the same time.
   */
  findOfBusiness(businessId: string, id: string, lock = false): Promise<SubmissionRow | undefined> {
    const query = this.db
      .selectFrom('registration_submission')
      .selectAll()
      .where('business_id', '=', businessId)
      .where('id', '=', id);
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  /** The submissions' rows with their children and programs, by child position then program order. */
  async schedulesOf(submissionIds: readonly string[]): Promise<SubmissionScheduleView[]> {
    if (submissionIds.length === 0) return [];
    return this.db
      .selectFrom('registration_submission_schedule as s')
      .innerJoin('child', 'child.id', 's.child_id')
      .innerJoin('registration_program as p', 'p.id', 's.registration_program_id')
      .select([
        's.id',
        's.submission_id',
        's.state',
        's.is_early_bird',
        's.fee_cents',
        's.child_position',
        's.child_id',
        'child.first_name as child_first_name',
        'child.last_name as child_last_name',
        'child.date_of_birth as child_date_of_birth',
        'p.id as program_id',
        'p.name as program_name',
        'p.description as program_description',
        'p.start_date as program_start_date',
        'p.end_date as program_end_date',
      ])
      .where('s.submission_id', 'in', submissionIds)
      .orderBy('s.submission_id')
      .orderBy('s.child_position')
      .orderBy('p.sort_order')
      .orderBy('p.id')
      .execute();
  }

  /** Moves the submission's rows in `from` states (every row when omitted) to `to`. */
  async moveSchedules(
    submissionId: string,
    to: RegistrationScheduleState,
    from?: readonly RegistrationScheduleState[],
  ): Promise<void> {
    let query = this.db
      .updateTable('registration_submission_schedule')
      .set({ state: to })
      .where('submission_id', '=', submissionId);
    if (from) query = query.where('state', 'in', from);
    await query.execute();
  }

  async update(
    id: string,
    changes: Pick<Updateable<RegistrationSubmissionTable>, 'state' | 'link_code_hash' | 'link_code_sealed'> & {
      updated_at: Date;
    },
  ): Promise<void> {
    await this.db.updateTable('registration_submission').set(changes).where('id', '=', id).execute();
  }
}
