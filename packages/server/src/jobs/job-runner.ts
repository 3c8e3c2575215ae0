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
  /** Retries of a failing job, the first after retryDelaySeconds and doubling after that. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** false: queue but do not work (a test of a job outliving the copy that queued it). */
  work: boolean;
}

type JobData = DueJob['data'] & { key: string };

const errorKind = (err: unknown): string =>
  err instanceof Error ? String((err as { code?: unknown }).code ?? err.name) : typeof err;

/**
 * Timed work on pg-boss, in the project's own database: jobs survive restarts, a job runs on one copy at a time
 * (pg-boss's SKIP LOCKED fetch), failures retry with backoff and, once out of retries, land in pg-boss's
 * dead-letter queue and our job_dead_letter table. What is due is decided by the server's clock (tests move it),
 * never by the database's, which is why the sweep asks each task instead of pg-boss scheduling jobs by time.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly taskLoops: WorkerLoop[] = [];
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
    });
    this.boss.on('error', (err) => options.log.error({ errorKind: errorKind(err) }, 'job library error'));
  }

  async start(): Promise<void> {
    const { boss, options } = this;
    this.started = true;
    await boss.start();
    await boss.createQueue(DEAD_LETTER_QUEUE);
    // stately: one sweep waiting and one running at most, however many copies ask.
    await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'stately', retryLimit: 0 });
    for (const task of options.tasks) {
      await boss.createQueue(task.queue, {
        name: task.queue,
        policy: 'stately',
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        deadLetter: DEAD_LETTER_QUEUE,
      });
    }
    if (!options.work) return;
    const intervalMs = options.pollingIntervalSeconds * 1000;
    for (const task of options.tasks) {
      this.taskLoops.push(new WorkerLoop(intervalMs, () => this.workRound(task)));
    }
    this.sweepLoop = new WorkerLoop(intervalMs, () => this.sweepRound());
    for (const loop of this.loops()) loop.start();
    this.timer = setInterval(() => void this.requestSweep(), options.sweepIntervalMs);
    this.timer.unref();
    await this.requestSweep();
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
      const dead = await this.options.deadLetters.deadKeys(
        task.queue,
        due.map((d) => d.key),
      );
      for (const job of due) {
        if (!dead.has(job.key) && (await this.enqueue(task.queue, job))) queued++;
      }
    }
    this.options.log.debug({ queued }, 'sweep done');
    if (queued > 0) for (const loop of this.taskLoops) loop.notify();
  }

  private loops(): WorkerLoop[] {
    return this.sweepLoop ? [...this.taskLoops, this.sweepLoop] : [...this.taskLoops];
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
