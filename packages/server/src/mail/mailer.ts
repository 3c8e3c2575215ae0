import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { MailOutboxRepository } from './mail-outbox.repository';

/** Kinds of mail the server sends; logs and the outbox name a mail by its kind, never by its content. */
export type MailKind =
  | 'sign-in-code'
  | 're-enrolment-request'
  | 'offer-made'
  | 'offer-reminder'
  | 'registration-accepted'
  | 'registration-submitted'
  | 'registration-decided'
  | 'subsidy-reminder';

export interface OutgoingMail {
  kind: MailKind;
  businessId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Past this the mail is worth nothing (a sign-in code's lifetime): not sent late, purged once lapsed. */
  expiresAt?: Date;
}

/**
 * Every mail goes through the outbox (mail_outbox): recorded first, delivered by a job (mail/mail-delivery.task.ts),
 * at least once, with a stable Message-ID. Work that decides to mail in a transaction (a reminder's claim) records it
 * in that transaction with `record`, so the claim and the mail commit or vanish together, then calls `dispatch`.
 */
export interface Mailer {
  /** Records the mail and has it delivered: for mail decided outside a transaction. */
  send(mail: OutgoingMail): Promise<void>;
  /** Records the mail in the caller's transaction (its `repos.mailOutbox`); `dispatch` it once that has committed. */
  record(outbox: MailOutboxRepository, mail: OutgoingMail, now: Date): Promise<string>;
  /** Delivers a recorded, committed mail now rather than at the next sweep; never throws. */
  dispatch(mailId: string): void;
  close(): Promise<void>;
}

/** 'smtp': queued and delivered through SMTP_URL; 'outbox': kept in the table, read at /dev/mailbox in demo mode. */
export type MailMode = 'smtp' | 'outbox';

/**
 * The one Mailer. The log names the mail's id and kind only: a sign-in code or an address in a log would be read by
 * whoever reads logs.
 */
export class OutboxMailer implements Mailer {
  /** Set once the job runner exists (app.ts): queues the mail's delivery job and wakes a worker. */
  deliverNow: ((mailId: string) => Promise<unknown>) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
    private readonly now: () => Date,
    private readonly mode: MailMode,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const id = await this.record(new MailOutboxRepository(this.db), mail, this.now());
    this.dispatch(id);
  }

  async record(outbox: MailOutboxRepository, mail: OutgoingMail, now: Date): Promise<string> {
    const id = await outbox.record(mail, this.mode === 'smtp' ? 'queued' : 'kept', now);
    this.log.info({ mail: mail.kind, mailId: id }, this.mode === 'smtp' ? 'mail queued' : 'mail kept in the outbox');
    return id;
  }

  dispatch(mailId: string): void {
    if (this.mode !== 'smtp' || !this.deliverNow) return;
    // A failure here leaves the mail queued: the next sweep (JOB_SWEEP_SECONDS) delivers it.
    this.deliverNow(mailId).catch((err: unknown) =>
      this.log.warn({ mailId, errorKind: err instanceof Error ? err.name : typeof err }, 'mail left for the sweep'),
    );
  }

  async close(): Promise<void> {}
}
