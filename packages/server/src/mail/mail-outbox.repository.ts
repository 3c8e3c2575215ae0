import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { MailStatus } from './mail-outbox.table';
import type { OutgoingMail } from './mailer';

/** Bodies of a mail the SMTP server accepted: what it said (codes, links) is no longer kept. */
const CLEARED = '';

/** The outbox: mail recorded in the caller's transaction, delivered later, purged after the retention. */
export class MailOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a mail; `queued` when a transport will deliver it, `kept` when the outbox is where it stays. */
  async record(mail: OutgoingMail, status: Extract<MailStatus, 'queued' | 'kept'>, now: Date): Promise<string> {
    const { id } = await this.db
      .insertInto('mail_outbox')
      .values({
        business_id: mail.businessId,
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: now,
        status,
        expires_at: mail.expiresAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Queued mail, oldest first (the delivery sweep's: a crash between record and delivery leaves it here). */
  async queuedIds(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'queued')
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** A queued mail, as the transport needs it; undefined once sent or purged. */
  findQueued(id: string) {
    return this.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'html_body', 'expires_at'])
      .where('id', '=', id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
  }

  /** The SMTP server accepted it: sent, and its bodies cleared. */
  async markSent(id: string, at: Date): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: at, text_body: CLEARED, html_body: CLEARED })
      .where('id', '=', id)
      .execute();
  }

  /** Drops a mail that lapsed before it could go out (a sign-in code nobody can use any more). */
  async dropExpired(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .deleteFrom('mail_outbox')
      .where('id', '=', id)
      .where('expires_at', '<=', now)
      .where('status', '!=', 'sent')
      .executeTakeFirst();
    return rows.numDeletedRows > 0n;
  }

  /**
   * Deletes mail past the retention: sent mail `retentionMs` after it was accepted, mail never sent (kept, or queued
   * and undeliverable) `retentionMs` after it was recorded, and any mail with an expiry once it has lapsed.
   */
  async purge(now: Date, retentionMs: number): Promise<number> {
    const before = new Date(now.getTime() - retentionMs);
    const result = await this.db
      .deleteFrom('mail_outbox')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now),
          eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', before)]),
          eb.and([eb('status', '!=', 'sent'), eb('created_at', '<', before)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
