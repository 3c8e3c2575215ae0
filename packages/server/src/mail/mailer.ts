import nodemailer, { type Transporter } from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';

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
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/** Sends through the SMTP server at SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    this.log.info({ mail: mail.kind, messageId: info.messageId }, 'mail sent');
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/**
 * Without SMTP_URL mail is kept in the mail_outbox table (read at /dev/mailbox in demo mode). The log names the
 * mail's id and kind only: a sign-in code in a log would sign anyone in who can read it.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
    private readonly now: () => Date,
  ) {}

  async send(mail: OutgoingMail): Promise<void> {
    const { id } = await this.db
      .insertInto('mail_outbox')
      .values({
        business_id: mail.businessId,
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: this.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.log.info({ mail: mail.kind, mailId: id }, 'mail kept in the outbox (no SMTP_URL)');
  }

  async close(): Promise<void> {}
}
