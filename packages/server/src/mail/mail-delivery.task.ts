import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { JobTask } from '../jobs/job-task';
import { MailOutboxRepository } from './mail-outbox.repository';
import { messageIdFor } from './message-id';
import type { MailTransport } from './smtp-transport';

export const MAIL_QUEUE = 'mail';
/** Queued mail the sweep hands out at once; the rest waits for the next sweep. */
const SWEEP_BATCH = 500;
/**
 * An attempt is one SMTP conversation, bounded by the transport's timeouts (smtp-transport.ts, 40 s at most): a job
 * still active after this belongs to a copy that died, and pg-boss hands it out again.
 */
export const MAIL_JOB_EXPIRE_SECONDS = 60;
/**
 * A mail server that is down for a while must not cost a family its reminder: 10 retries from 30 s, doubling, keep
 * trying for about 8.5 hours before the mail is dead-lettered (a sign-in code lapses long before, and is dropped).
 */
export const MAIL_RETRY_LIMIT = 10;

export interface MailDeliveryDeps {
  db: Kysely<Database>;
  transport: MailTransport;
  /** The From address, whose domain ends each Message-ID. */
  from: string;
  clock: Clock;
  log: Logger;
}

/**
 * Delivers queued mail, one job per mail. At least once: a mail is marked sent only after the SMTP server accepted
 * it, so a crash before that leaves it queued and the sweep hands it out again (after the dead attempt's job
 * expired, never beside a live one). A retry after an unknown outcome (accepted, then the copy died before marking
 * it) carries the same Message-ID, so it is recognisable as the same message rather than a second one.
 */
export function mailDeliveryTask(deps: MailDeliveryDeps): JobTask {
  const outbox = new MailOutboxRepository(deps.db);
  return {
    queue: MAIL_QUEUE,
    expireInSeconds: MAIL_JOB_EXPIRE_SECONDS,
    retryLimit: MAIL_RETRY_LIMIT,

    async due() {
      const ids = await outbox.queuedIds(SWEEP_BATCH);
      return ids.map((mailId) => ({ key: mailId, data: { mailId } }));
    },

    async run(data) {
      const mailId = String(data.mailId);
      const mail = await outbox.findQueued(mailId);
      if (!mail) return;
      const now = deps.clock.now();
      if (mail.expires_at && mail.expires_at <= now) {
        // A sign-in code past its lifetime would only confuse: dropped, never sent late.
        if (await outbox.dropExpired(mailId, now)) deps.log.info({ mail: mail.kind, mailId }, 'mail lapsed unsent');
        return;
      }
      const messageId = messageIdFor(mail.id, deps.from);
      await deps.transport.send({
        messageId,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
      await outbox.markSent(mailId, deps.clock.now());
      deps.log.info({ mail: mail.kind, mailId }, 'mail sent');
    },
  };
}
