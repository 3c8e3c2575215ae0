import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobTask } from '../jobs/job-task';
import { MailOutboxRepository } from './mail-outbox.repository';

export const MAIL_PURGE_QUEUE = 'mail-purge';

export interface MailPurgeDeps {
  db: Kysely<Database>;
  /** MAIL_RETENTION_HOURS in ms. */
  retentionMs: number;
  clock: Clock;
  log: Logger;
}

/**
 * Deletes mail past its retention at every sweep (one short DELETE): the outbox holds addresses and, until a mail is
 * sent, its codes and links. MailOutboxRepository.purge says what goes when.
 */
export function mailPurgeTask(deps: MailPurgeDeps): JobTask {
  const outbox = new MailOutboxRepository(deps.db);
  return {
    queue: MAIL_PURGE_QUEUE,
    async due() {
      return [{ key: MAIL_PURGE_QUEUE, data: {} }];
    },
    async run() {
      const purged = await outbox.purge(deps.clock.now(), deps.retentionMs);
      if (purged > 0) deps.log.info({ purged }, 'mail past its retention deleted');
    },
  };
}
