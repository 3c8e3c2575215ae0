import type { Generated } from 'kysely';

/** A job that used up its retries (jobs/job-runner.ts): the sweep no longer queues its key. */
export interface JobDeadLetterTable {
  id: Generated<string>;
  queue: string;
  job_key: string;
  job_id: string;
  /** The error's kind (its name or code), never its message: messages can carry what a family typed. */
  error_kind: string;
  failed_at: Date;
}
