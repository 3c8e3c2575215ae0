import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { escapeHtml } from './mail-words';

const SHOWN = 50;

/**
 * /dev/mailbox: the newest mail kept in the outbox, newest first, as a page (to try sign-in in the demo) and as JSON
 * (/dev/mailbox.json?to=...). Registered only in demo mode without SMTP_URL: these are real codes for demo families.
 */
export function registerMailbox(app: FastifyInstance, db: Kysely<Database>): void {
  const latest = (to?: string) => {
    let query = db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'to_address', 'subject', 'text_body', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(SHOWN);
    if (to) query = query.where('to_address', '=', to);
    return query.execute();
  };

  app.get<{ Querystring: { to?: string } }>('/dev/mailbox.json', async (req) => {
    const rows = await latest(typeof req.query.to === 'string' ? req.query.to : undefined);
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      sentAt: row.created_at.toISOString(),
    }));
  });

  app.get('/dev/mailbox', async (_req, reply) => {
    const rows = await latest();
    const items = rows
      .map(
        (row) => `<article><h2>${escapeHtml(row.subject)}</h2>
<p>To ${escapeHtml(row.to_address)} · ${escapeHtml(row.created_at.toISOString())}</p>
<pre>${escapeHtml(row.text_body)}</pre></article>`,
      )
      .join('\n');
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;max-width:720px;margin:0 auto;padding:16px">
<h1>Demo mailbox</h1>
<p>Mail the demo server would have sent (no SMTP_URL is set). Newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').send(body);
  });
}
