import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { DeadLetterRepository } from './dead-letter.repository';
import type { DueJob, JobTask } from './job-task';
import { WorkerLoop } from './worker-loop';

const SWEEP_QUEUE = 'sweep';
/** Jobs a worker takes per fetch; each is completed or failed on its own. */
const BATCH_SIZE = 20;
const PARALLEL = 4;
const DEAD_LETTER_QUEUE = 'dead-letter';
/** Retries of a task that names none: a reminder that fails four times is looked at by a person (job_dead_letter). */
export const DEFAULT_RETRY_LIMIT = 3;
/**
 * pg-boss counts a job still active after its expiry as its copy's death (kill -9, a lost machine) and hands it out
 * again; until then nothing else runs that key (stately queues). Its default is 15 minutes, long enough to stall the
 * reminders a dead copy held and, for the sweep, every reminder. Our jobs are short: a sweep is a few queries, a
 * task's run one transaction (mail: one SMTP conversation, see mail-delivery.task.ts).
 */
const SWEEP_EXPIRE_SECONDS = 15;
const TASK_EXPIRE_SECONDS = 30;
/** How often pg-boss looks for expired jobs (at most once per interval whatever the number of copies); default 120. */
const MAINTENANCE_INTERVAL_SECONDS = 10;

export interface JobRunnerOptions {
  /** The project's database, as pg-boss needs it (db/connect.ts executeSql). */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** pg-boss's own schema in the database. */
  schema: string;
  clock: Clock;
  log: Logger;
  deadLetters: DeadLetterRepository;
  tasks: readonly JobTask[];
  /** How often each copy asks for a sweep (one runs at a time whatever the number of copies). */
  sweepIntervalMs: number;
  /** How often idle workers look for jobs (a sweep also wakes this copy's workers at once). */
  pollingIntervalSeconds: number;
  /**
   * Retries of a failing job, the first after retryDelaySeconds and doubling after that: the task's own
   * (JobTask.retryLimit), else DEFAULT_RETRY_LIMIT. Set here, it holds for every task (tests reach the dead letter fast).
   */
  retryLimit?: number;
  retryDelaySeconds: number;
  /** false: queue but do not work (a test of a job outliving the copy that queued it). */
  work: boolean;
  /** Tests: a shorter expiry for every queue and more frequent maintenance, so a dead copy's jobs return sooner. */
  expireInSeconds?: number;
  maintenanceIntervalSeconds?: number;
}

type JobData = DueJob['data'] & { key: string };

// pg-boss emits some errors as plain objects ({ message, stack, queue, ... }): their code or name, never the message.
const errorKind = (err: unknown): string => {
  if (err instanceof Error) return String((err as { code?: unknown }).code ?? err.name);
  const { code, name } = (err ?? {}) as { code?: unknown; name?: unknown };
  return String(code ?? name ?? typeof err);
};

/**
 * Timed work on pg-boss, in the project's own database: jobs survive restarts, a job runs on one copy at a time
 * (pg-boss's SKIP LOCKED fetch), failures retry with backoff and, once out of retries, land in pg-boss's
 * dead-letter queue and our job_dead_letter table. What is due is decided by the server's clock (tests move it),
 * never by the database's, which is why the sweep asks each task instead of pg-boss scheduling jobs by time.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly taskLoops = new Map<string, WorkerLoop>();
  private sweepLoop: WorkerLoop | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private started = false;
  private sweepsStarted = 0;
  private sweepWaiters: Array<{ after: number; resolve: () => void }> = [];

  constructor(private readonly options: JobRunnerOptions) {
    // pg-boss's own cron and maintenance timers run on the database's clock; our sweep replaces its cron.
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => options.executeSql(text, values) },
      schema: options.schema,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
    });
    // Maintenance and monitoring failures reach us only as 'error' events (pg-boss's fetch swallows its own errors:
    // the sweep below never queues what would make a fetch fail).
    this.boss.on('error', (err) => options.log.error({ errorKind: errorKind(err) }, 'job library error'));
  }

  async start(): Promise<void> {
    const { boss, options } = this;
    this.started = true;
    await boss.start();
    await boss.createQueue(DEAD_LETTER_QUEUE);
    // stately: one sweep waiting and one running at most, however many copies ask.
    await this.ensureQueue(SWEEP_QUEUE, {
      policy: 'stately',
      retryLimit: 0,
      expireInSeconds: options.expireInSeconds ?? SWEEP_EXPIRE_SECONDS,
    });
    for (const task of options.tasks) {
      await this.ensureQueue(task.queue, {
        policy: 'stately',
        retryLimit: options.retryLimit ?? task.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        deadLetter: DEAD_LETTER_QUEUE,
        expireInSeconds: options.expireInSeconds ?? task.expireInSeconds ?? TASK_EXPIRE_SECONDS,
      });
    }
    if (!options.work) return;
    const intervalMs = options.pollingIntervalSeconds * 1000;
    for (const task of options.tasks) {
      this.taskLoops.set(task.queue, new WorkerLoop(intervalMs, () => this.workRound(task)));
    }
    this.sweepLoop = new WorkerLoop(intervalMs, () => this.sweepRound());
    for (const loop of this.loops()) loop.start();
    this.timer = setInterval(() => void this.requestSweep(), options.sweepIntervalMs);
    this.timer.unref();
    await this.requestSweep();
  }

  /**
   * createQueue leaves an existing queue as it was: the update brings a database made by an older version (pg-boss's
   * 15-minute expiry) to these options.
   */
  private async ensureQueue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
    await this.boss.createQueue(name, { name, ...options });
    await this.boss.updateQueue(name, { name, ...options });
  }

  /** Asks for a sweep now (the timer does so every sweepIntervalMs). */
  async requestSweep(): Promise<void> {
    if (this.stopping) return;
    try {
      await this.boss.send(SWEEP_QUEUE, {}, { singletonKey: SWEEP_QUEUE });
    } catch (err) {
      this.options.log.error({ errorKind: errorKind(err) }, 'sweep could not be queued');
    }
  }

  /** Queues one job (the sweep's way, and a test's). Returns null when the same key already waits or runs. */
  enqueue(queue: string, job: DueJob): Promise<string | null> {
    return this.boss.send(queue, { ...job.data, key: job.key }, { singletonKey: job.key });
  }

  /** Queues one job and wakes this copy's worker for it (mail that should go now, not at the next sweep). */
  async enqueueNow(queue: string, job: DueJob): Promise<string | null> {
    if (this.stopping) return null;
    const id = await this.enqueue(queue, job);
    this.taskLoops.get(queue)?.notify();
    return id;
  }

  /**
   * Sweeps now on this copy and waits until what it queued has run (tests: move the clock, then settle). Another
   * copy may take the sweep: callers with several copies settle each, or watch the outcome instead.
   */
  async settle(timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const swept = new Promise<void>((resolve) => this.sweepWaiters.push({ after: this.sweepsStarted, resolve }));
    await this.requestSweep();
    this.sweepLoop?.notify();
    await Promise.race([swept, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    while ((await this.pending()) > 0) {
      if (Date.now() > deadline) throw new Error('jobs did not settle in time');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A job's state (created, retry, active, completed, failed, ...), or null once pg-boss no longer holds it. */
  async jobState(queue: string, id: string): Promise<string | null> {
    return (await this.boss.getJobById(queue, id, { includeArchive: true }))?.state ?? null;
  }

  /** Jobs of every task waiting, retrying or running. */
  async pending(): Promise<number> {
    let count = 0;
    for (const task of this.options.tasks) count += await this.boss.getQueueSize(task.queue, { before: 'completed' });
    return count;
  }

  private async sweep(): Promise<void> {
    const started = ++this.sweepsStarted;
    try {
      await this.queueDue();
    } finally {
      const ready = this.sweepWaiters.filter((w) => started > w.after);
      this.sweepWaiters = this.sweepWaiters.filter((w) => started <= w.after);
      for (const waiter of ready) waiter.resolve();
    }
  }

  private async queueDue(): Promise<void> {
    const now = this.options.clock.now();
    let queued = 0;
    for (const task of this.options.tasks) {
      const due = await task.due(now);
      const keys = due.map((d) => d.key);
      const dead = await this.options.deadLetters.deadKeys(task.queue, keys);
      const live = await this.liveKeys(task.queue, keys);
      for (const job of due) {
        if (!dead.has(job.key) && !live.has(job.key) && (await this.enqueue(task.queue, job))) queued++;
      }
    }
    this.options.log.debug({ queued }, 'sweep done');
    if (queued > 0) for (const loop of this.taskLoops.values()) loop.notify();
  }

  /**
   * Of these keys, those with a job waiting, retrying or running. The sweep queues none of them: a stately queue
   * takes a `created` job beside an `active` one of the same key, but moving it to active then breaks pg-boss's unique
   * index (name, state, singleton_key), and pg-boss's fetch swallows that error, so every fetch whose batch held
   * such a job came back empty: after a crash, until the dead copy's job expired, nothing ran on that queue.
   */
  private async liveKeys(queue: string, keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const { rows } = await this.options.executeSql(
      `SELECT singleton_key AS key FROM ${this.options.schema}.job
       WHERE name = $1 AND state < 'completed' AND singleton_key = ANY($2::text[])`,
      [queue, keys],
    );
    return new Set((rows as Array<{ key: string }>).map((r) => r.key));
  }

  private loops(): WorkerLoop[] {
    const tasks = [...this.taskLoops.values()];
    return this.sweepLoop ? [...tasks, this.sweepLoop] : tasks;
  }

  /** One fetch of a task's jobs, run a few at a time (PostgreSQL overlaps them; the embedded database queues them). */
  private async workRound(task: JobTask): Promise<boolean> {
    let jobs: PgBoss.JobWithMetadata<JobData>[];
    try {
      jobs = (await this.boss.fetch<JobData>(task.queue, { batchSize: BATCH_SIZE, includeMetadata: true })) ?? [];
    } catch (err) {
      this.options.log.error({ queue: task.queue, errorKind: errorKind(err) }, 'jobs could not be fetched');
      return false;
    }
    for (let i = 0; i < jobs.length; i += PARALLEL) {
      await Promise.all(jobs.slice(i, i + PARALLEL).map((job) => this.runOne(task, job)));
    }
    return jobs.length === BATCH_SIZE;
  }

  private async sweepRound(): Promise<boolean> {
    try {
      const [job] = (await this.boss.fetch(SWEEP_QUEUE)) ?? [];
      if (!job) return false;
      try {
        await this.sweep();
        await this.boss.complete(SWEEP_QUEUE, job.id);
      } catch (err) {
        this.options.log.error({ queue: SWEEP_QUEUE, errorKind: errorKind(err) }, 'sweep failed');
        await this.boss.fail(SWEEP_QUEUE, job.id, { errorKind: errorKind(err) });
      }
    } catch (err) {
      this.options.log.error({ queue: SWEEP_QUEUE, errorKind: errorKind(err) }, 'sweep could not be fetched or closed');
    }
    return false;
  }

  /** Runs one job: done, or failed on its own (retried by pg-boss; dead-lettered after the last try). */
  private async runOne(task: JobTask, job: PgBoss.JobWithMetadata<JobData>): Promise<void> {
    try {
      try {
        await task.run(job.data);
      } catch (err) {
        const kind = errorKind(err);
        const last = job.retryCount >= job.retryLimit;
        this.options.log.error({ queue: task.queue, jobId: job.id, errorKind: kind, last }, 'job failed');
        if (last) {
          await this.options.deadLetters.record({
            queue: task.queue,
            key: job.data.key,
            jobId: job.id,
            errorKind: kind,
            at: this.options.clock.now(),
          });
        }
        await this.boss.fail(task.queue, job.id, { errorKind: kind });
        return;
      }
      await this.boss.complete(task.queue, job.id);
    } catch (err) {
      // The database itself failed: the job stays active until pg-boss expires it, then it is tried again.
      this.options.log.error({ queue: task.queue, jobId: job.id, errorKind: errorKind(err) }, 'job state not saved');
    }
  }

  /** Stops asking for sweeps and lets running jobs finish (up to 10 s) before the database closes. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    if (!this.started) return;
    await Promise.all(this.loops().map((loop) => loop.stop()));
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

/** pg-boss's schema beside the one the server uses: a test's own PostgreSQL schema gets its own job tables. */
export async function jobSchemaFor(executeSql: JobRunnerOptions['executeSql']): Promise<string> {
  const { rows } = await executeSql('select current_schema() as name');
  const current = (rows[0] as { name?: string } | undefined)?.name ?? 'public';
  return current === 'public' ? 'pgboss' : `${current}_pgboss`;
}
