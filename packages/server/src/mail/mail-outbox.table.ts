import type { Generated, Selectable } from 'kysely';

/** Mail kept instead of sent when no SMTP server is configured; read at /dev/mailbox in demo mode. */
export interface MailOutboxTable {
  id: Generated<string>;
  business_id: string | null;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;
