import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobTask } from '../jobs/job-task';
import { mailDeliveryTask } from './mail-delivery.task';
import { mailPurgeTask } from './mail-purge.task';
import type { MailTransport } from './smtp-transport';

export interface MailTaskDeps {
  clock: Clock;
  log: Logger;
  mail: {
    db: Kysely<Database>;
    /** undefined in outbox mode (MAIL=outbox): mail is kept, never delivered. */
    transport: MailTransport | undefined;
    from: string;
    /** MAIL_RETENTION_HOURS in ms. */
    retentionMs: number;
  };
}

/** The outbox's timed work: delivering queued mail (with a transport), and purging mail past its retention. */
export function mailTasks({ clock, log, mail }: MailTaskDeps): JobTask[] {
  const purge = mailPurgeTask({ db: mail.db, retentionMs: mail.retentionMs, clock, log });
  if (!mail.transport) return [purge];
  return [mailDeliveryTask({ db: mail.db, transport: mail.transport, from: mail.from, clock, log }), purge];
}
