import type { ColumnType, Generated, Selectable } from 'kysely';

/**
 * queued: waiting for the SMTP server (mail/mail-delivery.task.ts delivers it); sent: the SMTP server accepted it and
 * its bodies were cleared (they hold sign-in codes and link codes); kept: no mail transport (MAIL=outbox), the mail is
 * read at /dev/mailbox in demo mode and never sent.
 */
export type MailStatus = 'queued' | 'sent' | 'kept';

/** Every mail the server sends, recorded before it goes out (an outbox); purged after MAIL_RETENTION_HOURS. */
export interface MailOutboxTable {
  id: Generated<string>;
  business_id: string | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  /** When the SMTP server accepted it. */
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Past this the mail is worth nothing (a sign-in code's lifetime): never sent late, and purged. */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;
