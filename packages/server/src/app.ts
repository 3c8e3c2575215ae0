import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { systemClock, type Clock } from './clock';
import type { PaymentProvider } from './payments/provider';
import { requirePaymentsChosen } from './payments/payments-setting';
import { startPayments } from './payments/start-payments';
import { registerDownloads } from './modules/document/download.route';
import { FolderStorage } from './modules/document/storage';
import { registerUploads } from './modules/document/upload.route';
import {
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_WEBHOOK_PATH,
  registerPaymentWebhook,
} from './modules/payment/payment-webhook.route';
import type { Config } from './config';
import { connect, type DatabaseHandle } from './db/connect';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { PGLITE_STATISTICS_INTERVAL_MS, refreshStatistics, refreshStatisticsEvery } from './db/statistics';
import { getDemoIndex } from './demo/demo-index';
import { isDatabaseEmpty, seedDemo } from './demo/seed';
import { createGraphQLServer } from './graphql/yoga';
import { registerCors } from './http/cors';
import { limitJsonBodies } from './http/json-body';
import { registerGraphQL } from './http/graphql-route';
import { limitConnectionsPerClient } from './http/connection-limits';
import { registerHealth } from './http/health';
import { logRequests } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { createLogger } from './log';
import { LocalInvalidationBus, RedisInvalidationBus, type InvalidationBus } from './cache/invalidation';
import { BusinessScopedCache } from './cache/business-scoped-cache';
import { CachedBusinessRepository } from './modules/business/business.repository';
import { CachedCenterRepository } from './modules/center/center.repository';
import { CachedProgramRepository } from './modules/program/program-cache';
import { createResponseCache } from './graphql/response-cache';
import { createRepositories, transactionsOn } from './modules/repositories';
import { MemoryRateLimitStore, RateLimiter, type RateLimits, type RateLimitStore } from './security/rate-limit';
import { connectRedisRateLimitStore } from './security/rate-limit-redis';
import { OutboxMailer } from './mail/mailer';
import { MAIL_QUEUE } from './mail/mail-delivery.task';
import { SmtpTransport } from './mail/smtp-transport';
import { registerMailbox } from './mail/mailbox-route';
import { DeadLetterRepository } from './jobs/dead-letter.repository';
import { JobRunner, jobSchemaFor } from './jobs/job-runner';
import { jobTasks } from './jobs/tasks';

export interface ServerContext {
  config: Config;
  db: Kysely<Database>;
  /** What the server caches of businesses' data, and how a change reaches every server copy. */
  caches: {
    /** A business's row, centres and programs, kept for a few seconds (cache/business-scoped-cache.ts). */
    business: BusinessScopedCache;
    /** A business's programs, centres or settings changed: every copy drops what it cached of it. */
    businessChanged(businessId: string): Promise<void>;
  };
  /** The payment processor (its card fields' origin goes into the hosted page's frame-src). */
  payments: PaymentProvider;
  /** Timed work (offer reminders): tests ask it for a sweep after moving the clock. */
  jobs: JobRunner;
}
export type ServerPlugin = (app: FastifyInstance, ctx: ServerContext) => Promise<void> | void;

export interface AppOptions {
  plugins?: ServerPlugin[];
  /** Other rate limits than RATE_LIMITS (security/rate-limit.ts), for tests that are not about them. */
  rateLimits?: Partial<RateLimits>;
  /** Where "now" comes from (default: the system's); tests pass a TestClock. */
  clock?: Clock;
  /** false silences logs; an object is passed to pino (a `stream` in it receives the lines). */
  logger?: boolean | object;
  /** Told of every SQL statement (tests and benches count them per request). */
  onQuery?: () => void;
  /** Tests: how often the embedded database's statistics are refreshed (db/statistics.ts). */
  statisticsIntervalMs?: number;
  /** Tests only: stands between the server and its payment processor (to make it fail at a chosen moment). */
  wrapPayments?: (provider: PaymentProvider) => PaymentProvider;
  /** Tests: a shorter sweep (ms) and polling (s), quicker retries, or a copy that queues jobs but does not run them. */
  jobs?: {
    sweepIntervalMs?: number;
    pollingIntervalSeconds?: number;
    retryLimit?: number;
    retryDelaySeconds?: number;
    work?: boolean;
    /** A dead copy's jobs handed out again sooner (jobs/job-runner.ts). */
    expireInSeconds?: number;
    maintenanceIntervalSeconds?: number;
  };
}

function makeLogger(config: Config, option: AppOptions['logger']): Logger {
  if (option === false) return createLogger('silent');
  if (option && typeof option === 'object') {
    const { stream, level } = option as { stream?: NodeJS.WritableStream; level?: string };
    return createLogger(level ?? config.logLevel, stream);
  }
  return createLogger(config.logLevel);
}

async function openDatabase(config: Config, log: Logger, clock: Clock, onQuery?: () => void): Promise<DatabaseHandle> {
  const database = await connect(config, { onQuery });
  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) log.info({ migrations: applied }, 'database migrated');
    const seeded = config.demo && (await isDatabaseEmpty(database.db));
    if (seeded) {
      await seedDemo(database.db, clock.now());
      log.info('demo data seeded');
    }
    // After the demo's bulk load the planner should not wait for autovacuum's next round to know the tables; the
    // embedded store has no autovacuum at all (db/statistics.ts), so it is sampled at every start. A production
    // PostgreSQL is left to its autovacuum: sampling a large database would hold every deploy's start.
    if (seeded || database.kind === 'pglite') await refreshStatistics(database.db);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Rate-limit counters in Redis when REDIS_URL is set (shared by every server copy), else in this process. */
async function openRateLimitStore(config: Config, log: Logger): Promise<RateLimitStore> {
  if (!config.redisUrl) return new MemoryRateLimitStore();
  return connectRedisRateLimitStore(config.redisUrl, (err) => log.error({ err }, 'rate-limit store (Redis) failed'));
}

/** Builds the whole server (database, migrations, demo seed, routes, plugins) without listening. */
export async function createApp(
  config: Config,
  opts: AppOptions = {},
): Promise<{ app: FastifyInstance; ctx: ServerContext; close(): Promise<void> }> {
  // Production without a named payment provider is refused before anything is opened (payments-setting.ts).
  requirePaymentsChosen(config);
  const log = makeLogger(config, opts.logger);
  const clock = opts.clock ?? systemClock;
  // Redis first: a wrong REDIS_URL fails the start before the database is opened and migrated.
  const rateLimitStore = await openRateLimitStore(config, log);
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config, log, clock, opts.onQuery);
  } catch (error) {
    await rateLimitStore.close();
    throw error;
  }
  const rateLimiter = new RateLimiter(rateLimitStore, {
    // Windows follow the server's clock, so a test's limits never straddle a minute it did not choose.
    now: () => clock.now().getTime(),
    limits: {
      submitApplication: { limit: config.submitLimitPerClient, windowMs: 60_000 },
      submitApplicationPerBusiness: { limit: config.submitLimitPerBusiness, windowMs: 60_000 },
      answerSignInChallenge: { limit: config.signInAnswerLimitPerClient, windowMs: 60_000 },
      offerByCode: { limit: config.offerLinkLimitPerClient, windowMs: 60_000 },
      ...opts.rateLimits,
    },
    onStoreError: (err) => log.error({ err }, 'rate-limit check skipped: the counter store failed'),
  });
  let bus: InvalidationBus;
  try {
    bus = config.redisUrl
      ? await RedisInvalidationBus.connect(config.redisUrl, (err) =>
          log.error({ err }, 'cache invalidation (Redis) failed'),
        )
      : new LocalInvalidationBus();
  } catch (error) {
    await rateLimitStore.close();
    await database.close();
    throw error;
  }
  let payments: PaymentProvider;
  try {
    // The built-in sandbox serves its card fields on a port of its own (SANDBOX_PAYMENTS_PORT; any free one by default),
    // on loopback unless HOST names an interface (payments/start-payments.ts); in production it warns that it runs.
    payments = await startPayments(config, clock, log);
    if (opts.wrapPayments) payments = opts.wrapPayments(payments);
  } catch (error) {
    await rateLimitStore.close();
    await bus.close();
    await database.close();
    throw error;
  }
  // Every mail is recorded in the outbox first; with a transport a job delivers it (mail/mail-delivery.task.ts).
  const transport =
    config.smtpUrl && !config.mailOutbox ? new SmtpTransport(config.smtpUrl, config.mailFrom) : undefined;
  const mailer = new OutboxMailer(database.db, log, () => clock.now(), transport ? 'smtp' : 'outbox');
  if (config.production && !transport) {
    log.warn({ mail: 'outbox' }, 'MAIL=outbox: mail is kept in the database and never sent, codes included');
  }
  // Uploaded documents live in a folder under DATA_DIR (documents/), behind the storage interface; the routes write and
  // read it, the upload cleanup job removes from it.
  const storage = new FolderStorage(path.join(config.dataDir, 'documents'));
  const jobs = new JobRunner({
    executeSql: database.executeSql,
    schema: await jobSchemaFor(database.executeSql),
    clock,
    log,
    deadLetters: new DeadLetterRepository(database.db),
    tasks: jobTasks({
      repos: createRepositories(database.db),
      withTransaction: transactionsOn(database.db),
      clock,
      log,
      mailer,
      publicUrl: config.publicUrl,
      storage,
      unattachedUploadHours: config.unattachedUploadHours,
      mail: { db: database.db, transport, from: config.mailFrom, retentionMs: config.mailRetentionHours * 3_600_000 },
    }),
    sweepIntervalMs: opts.jobs?.sweepIntervalMs ?? config.jobSweepSeconds * 1000,
    pollingIntervalSeconds: opts.jobs?.pollingIntervalSeconds ?? 2,
    retryLimit: opts.jobs?.retryLimit,
    retryDelaySeconds: opts.jobs?.retryDelaySeconds ?? 30,
    work: opts.jobs?.work ?? true,
    expireInSeconds: opts.jobs?.expireInSeconds,
    maintenanceIntervalSeconds: opts.jobs?.maintenanceIntervalSeconds,
  });
  mailer.deliverNow = (mailId) => jobs.enqueueNow(MAIL_QUEUE, { key: mailId, data: { mailId } });
  const statistics =
    database.kind === 'pglite'
      ? refreshStatisticsEvery(database.db, opts.statisticsIntervalMs ?? PGLITE_STATISTICS_INTERVAL_MS, (err) =>
          log.error({ err }, 'refreshing the embedded database statistics failed'),
        )
      : undefined;
  const businessCache = new BusinessScopedCache({ bus, now: () => clock.now().getTime() });
  const responseCache = createResponseCache(config.redisUrl);
  const ctx: ServerContext = {
    config,
    db: database.db,
    caches: {
      business: businessCache,
      async businessChanged(businessId) {
        await bus.publish(businessId);
        // The response cache is shared (Redis) or this copy's own, so one drop here reaches every copy that reads it.
        await responseCache.dropBusinessData();
      },
    },
    payments,
    jobs,
  };
  const app: FastifyInstance = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    // Trust exactly the configured number of proxy hops; with 0 X-Forwarded-For is ignored.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1_048_576,
    // Slow clients cannot hold the server: a whole request (body included) must arrive within requestTimeoutMs,
    // an idle socket closes after it too, and an idle keep-alive connection after 5 s.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // One line per request (logRequests below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  logRequests(app);
  limitJsonBodies(app);
  if (config.trustProxyHops === 0) limitConnectionsPerClient(app.server, config.maxConnectionsPerClient);
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await app.close();
      } finally {
        try {
          await statistics?.stop();
          await jobs.stop();
          await rateLimiter.close();
          await bus.close();
          await responseCache.close();
          await mailer.close();
          await transport?.close();
          await payments.close();
        } finally {
          await database.close();
        }
      }
    })());

  try {
    // Reads outside a transaction take a business's row, centres and programs from the cache; a transaction reads
    // the database.
    const repos = {
      ...createRepositories(database.db),
      businesses: new CachedBusinessRepository(database.db, businessCache),
      centers: new CachedCenterRepository(database.db, businessCache),
      programs: new CachedProgramRepository(database.db, businessCache),
    };
    registerSecurityHeaders(app);
    await registerCors(app, repos.businesses);
    const yoga = createGraphQLServer({
      production: config.production,
      context: {
        repos,
        withTransaction: transactionsOn(database.db),
        clock,
        log,
        rateLimiter,
        payments,
        mailer,
        publicUrl: config.publicUrl,
        selfOrigin: new URL(config.publicUrl).origin,
        businessChanged: ctx.caches.businessChanged,
      },
      responseCache: responseCache.cache,
    });
    registerGraphQL(app, yoga);
    await registerPaymentWebhook(app, { repos, withTransaction: transactionsOn(database.db), clock, log, payments });
    await registerUploads(app, {
      repos,
      clock,
      log,
      rateLimiter,
      storage,
      caps: { perOffer: config.uploadBytesPerOffer, perClientPerHour: config.uploadBytesPerClientPerHour },
    });
    registerDownloads(app, { repos, clock, storage });
    // The built-in sandbox runs in this process: its webhooks come through the same route a processor's reach.
    payments.deliverWebhooksTo(async (rawBody, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: PAYMENT_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
        payload: rawBody,
      });
      return response.statusCode;
    });
    registerHealth(app, database);
    // The demo's public link codes and localhost origins are for trying the product, never for a real deployment.
    if (config.demo) app.get('/demo.json', async () => getDemoIndex(database.db));
    // Mail kept instead of sent, for trying sign-in on a machine without a mail server: demo mode only, and never in
    // production, where the outbox could hold real families' codes.
    if (config.demo && !transport && !config.production) registerMailbox(app, database.db);
    for (const plugin of opts.plugins ?? []) await plugin(app, ctx);
    await app.ready();
    await jobs.start();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, ctx, close };
}

/** createApp, then listen; SIGTERM and SIGINT close the server, the database and the DATA_DIR lock. */
export async function startServer(
  config: Config,
  opts: { plugins?: ServerPlugin[] } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const { app, close: closeApp } = await createApp(config, opts);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await closeApp();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${port}`;

  const onSignal = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const close = async () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    await closeApp();
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  app.log.info({ url }, 'server listening');
  return { url, close };
}
