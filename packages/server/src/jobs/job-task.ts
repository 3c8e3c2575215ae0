/** One piece of due work: `key` makes it unique (one job per key at a time), `data` holds ids only. */
export interface DueJob {
  key: string;
  data: Record<string, string | number>;
}

/**
 * A kind of timed work. The sweep asks `due` what the server's clock says must happen now and queues a job per
 * key; a worker on any server copy runs it. `run` must be safe to run twice (two copies, or a retry after a crash
 * between the work and pg-boss marking it done): it claims its work in the database before acting.
 */
export interface JobTask {
  /** The pg-boss queue (also the name in logs and in the dead-letter table). */
  queue: string;
  /**
   * How long a run may take before pg-boss counts its copy as dead and hands the job out again (default
   * TASK_EXPIRE_SECONDS in job-runner.ts). Short, because until then nothing else runs that key.
   */
  expireInSeconds?: number;
  /** Retries after a failure, each twice as long after the last (default DEFAULT_RETRY_LIMIT in job-runner.ts). */
  retryLimit?: number;
  due(now: Date): Promise<DueJob[]>;
  /** Throws to be retried; after the last retry the job is dead-lettered and its key skipped from then on. */
  run(data: DueJob['data'] & { key: string }): Promise<void>;
}
