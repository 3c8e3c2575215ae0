import path from 'node:path';
import { parsePayments, type PaymentsSetting } from './payments/payments-setting';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  smtpUrl?: string;
  /** The From of every mail (MAIL_FROM). */
  mailFrom: string;
  /**
   * MAIL=outbox: mail is kept in the mail_outbox table and never sent (read at /dev/mailbox in demo mode), even with
   * SMTP_URL. Without it, mail goes through SMTP_URL when set (recorded in the outbox first, bodies cleared once the
   * SMTP server accepted it), and is kept in the outbox otherwise, outside production only: production refuses to
   * start with neither SMTP_URL nor MAIL=outbox, because kept mail holds sign-in codes and link codes in clear.
   */
  mailOutbox: boolean;
  /** Hours the outbox keeps a mail, sent or not, before it is deleted (MAIL_RETENTION_HOURS, default 24). */
  mailRetentionHours: number;
  redisUrl?: string;
  /**
   * How many reverse proxies in front of the server may set X-Forwarded-For. 0 (the default) trusts none, so a
   * client cannot pick its own address and slip past the per-client rate limits.
   */
  trustProxyHops: number;
  /** Time to receive a whole request, body included; a client that stalls longer is cut off. */
  requestTimeoutMs: number;
  /** Open connections one client address may hold (when no proxy is trusted: behind one, the proxy limits). */
  maxConnectionsPerClient: number;
  /**
   * Enquiries one client address may submit a minute, and one business may receive a minute (whatever the
   * addresses): a centre expecting a rush (an open day, a bulk import through the API) raises them.
   */
  submitLimitPerClient: number;
  submitLimitPerBusiness: number;
  /**
   * Sign-in code answers one client address may send a minute: a building whose families all share one address (a
   * centre's own Wi-Fi on an open day) raises it. Each code still takes at most five wrong answers.
   */
  signInAnswerLimitPerClient: number;
  /** Offer link calls (open, check, answer, pay) one client address may make a minute. */
  offerLinkLimitPerClient: number;
  /** The port the built-in sandbox payment provider serves its card fields on (SANDBOX_PAYMENTS_PORT; 0: any free one). */
  sandboxPaymentsPort: number;
  /**
   * The payment provider (PAYMENTS). Outside production the sandbox when unset; production refuses to start unless
   * it is named (payments/payments-setting.ts).
   */
  payments?: PaymentsSetting;
  /** Where the sandbox's card fields listen (SANDBOX_PAYMENTS_HOST; unset: loopback on a wildcard HOST, else HOST). */
  sandboxPaymentsHost?: string;
  /** How often timed work (offer reminders) is looked for, in seconds (JOB_SWEEP_SECONDS, default 60). */
  jobSweepSeconds: number;
  /**
   * Bytes of documents one offer may hold (UPLOAD_BYTES_PER_OFFER, default 100 MiB: ten files at the 10 MB limit), so
   * one link code cannot fill the disk. Unattached uploads stop counting once removed (unattachedUploadHours).
   */
  uploadBytesPerOffer: number;
  /** Bytes one client address may upload an hour, whatever the offers (UPLOAD_BYTES_PER_CLIENT_HOUR, default 200 MiB). */
  uploadBytesPerClientPerHour: number;
  /** Hours an upload never attached to its form is kept before it is removed (UNATTACHED_UPLOAD_HOURS, default 24). */
  unattachedUploadHours: number;
  production: boolean;
  demo: boolean;
  logLevel: string;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}".`);
  }
  return port;
}

function parseHops(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`TRUST_PROXY_HOPS must be an integer between 0 and 10, got "${raw}".`);
  }
  return hops;
}

/** Whether MAIL=outbox was asked for; production without SMTP_URL must ask for it by name. */
function parseMailOutbox(raw: string | undefined, smtpUrl: string | undefined, production: boolean): boolean {
  if (raw !== undefined && raw !== 'smtp' && raw !== 'outbox') {
    throw new Error(`MAIL must be "smtp" or "outbox", got "${raw}".`);
  }
  if (raw === 'outbox') return true;
  if (raw === 'smtp' && !smtpUrl) throw new Error('MAIL=smtp needs SMTP_URL.');
  if (production && !smtpUrl) {
    throw new Error(
      'In production the server needs a mail transport: set SMTP_URL, or MAIL=outbox to keep mail (sign-in codes ' +
        'included) in the database on purpose.',
    );
  }
  return false;
}

function parseBounded(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}".`);
  }
  return value;
}

/** Reads the server's settings from the environment, with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parsePort(nonEmpty(env.PORT));
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: path.resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl,
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Child care enrolment <no-reply@localhost>',
    mailRetentionHours: parseBounded('MAIL_RETENTION_HOURS', nonEmpty(env.MAIL_RETENTION_HOURS), 24, 1, 720),
    redisUrl: nonEmpty(env.REDIS_URL),
    trustProxyHops: parseHops(nonEmpty(env.TRUST_PROXY_HOPS)),
    requestTimeoutMs: parseBounded('REQUEST_TIMEOUT_MS', nonEmpty(env.REQUEST_TIMEOUT_MS), 30_000, 1_000, 600_000),
    maxConnectionsPerClient: parseBounded(
      'MAX_CONNECTIONS_PER_CLIENT',
      nonEmpty(env.MAX_CONNECTIONS_PER_CLIENT),
      64,
      1,
      100_000,
    ),
    submitLimitPerClient: parseBounded(
      'SUBMIT_LIMIT_PER_CLIENT',
      nonEmpty(env.SUBMIT_LIMIT_PER_CLIENT),
      5,
      1,
      1_000_000,
    ),
    submitLimitPerBusiness: parseBounded(
      'SUBMIT_LIMIT_PER_BUSINESS',
      nonEmpty(env.SUBMIT_LIMIT_PER_BUSINESS),
      60,
      1,
      1_000_000,
    ),
    signInAnswerLimitPerClient: parseBounded(
      'SIGN_IN_ANSWER_LIMIT_PER_CLIENT',
      nonEmpty(env.SIGN_IN_ANSWER_LIMIT_PER_CLIENT),
      30,
      1,
      1_000_000,
    ),
    sandboxPaymentsPort: nonEmpty(env.SANDBOX_PAYMENTS_PORT) ? parsePort(nonEmpty(env.SANDBOX_PAYMENTS_PORT)) : 0,
    payments: parsePayments(nonEmpty(env.PAYMENTS), production),
    // After PAYMENTS: production missing both names the payment setting first.
    mailOutbox: parseMailOutbox(nonEmpty(env.MAIL), nonEmpty(env.SMTP_URL), production),
    sandboxPaymentsHost: nonEmpty(env.SANDBOX_PAYMENTS_HOST),
    offerLinkLimitPerClient: parseBounded(
      'OFFER_LINK_LIMIT_PER_CLIENT',
      nonEmpty(env.OFFER_LINK_LIMIT_PER_CLIENT),
      120,
      1,
      1_000_000,
    ),
    jobSweepSeconds: parseBounded('JOB_SWEEP_SECONDS', nonEmpty(env.JOB_SWEEP_SECONDS), 60, 1, 3_600),
    // Upper bounds keep the byte counters (integer columns) from overflowing.
    uploadBytesPerOffer: parseBounded(
      'UPLOAD_BYTES_PER_OFFER',
      nonEmpty(env.UPLOAD_BYTES_PER_OFFER),
      100 * 1_048_576,
      1,
      2_000_000_000,
    ),
    uploadBytesPerClientPerHour: parseBounded(
      'UPLOAD_BYTES_PER_CLIENT_HOUR',
      nonEmpty(env.UPLOAD_BYTES_PER_CLIENT_HOUR),
      200 * 1_048_576,
      1,
      2_000_000_000,
    ),
    unattachedUploadHours: parseBounded('UNATTACHED_UPLOAD_HOURS', nonEmpty(env.UNATTACHED_UPLOAD_HOURS), 24, 1, 720),
    production,
    // Demo businesses (public link codes, localhost origins) only when asked for: `npm start` asks; production
    // never seeds them unless DEMO=1 is set on purpose.
    demo: env.DEMO === '1',
    logLevel: nonEmpty(env.LOG_LEVEL) ?? (production ? 'info' : 'debug'),
  };
}
