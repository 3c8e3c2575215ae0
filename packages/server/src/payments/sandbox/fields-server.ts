import Fastify from 'fastify';
import { escapeHtml } from '../../mail/mail-words';
import type { TokenizeResult } from './sandbox-provider';
import { FIELDS_SCRIPT } from './fields-script';

export interface FieldsServer {
  origin: string;
  close(): Promise<void>;
}

interface FieldsHandlers {
  tokenize(input: { session: string; number: string; expiry: string; cvc: string }): TokenizeResult;
  /** The page a session's token may be posted to; undefined for an unknown or expired session. */
  parentOriginOf(session: string): string | undefined;
}

function fieldsPage(session: string, parentOrigin: string): string {
  const field = (name: string, label: string, autocomplete: string, inputmode: string) => `
  <label for="${name}">${label}</label>
  <input id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="${inputmode}" aria-describedby="${name}-error" required>
  <p class="error" id="${name}-error" role="alert"></p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<style>
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; font: 16px/1.4 system-ui, sans-serif; color: #1f2933; }
form { display: grid; gap: 4px; padding: 4px; }
label { font-weight: 600; margin-top: 8px; }
input { width: 100%; min-width: 0; font: inherit; padding: 10px 12px; border: 1px solid #7b8794; border-radius: 4px; }
input:focus { outline: 3px solid #b0166b55; border-color: #b0166b; }
.row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
.row > div { display: grid; gap: 4px; min-width: 0; }
.error { margin: 0; min-height: 1.2em; color: #b42318; font-size: 14px; }
button { margin-top: 12px; font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 4px; background: #b0166b; color: #fff; cursor: pointer; }
button:disabled { opacity: 0.6; }
.note { margin: 8px 0 0; font-size: 13px; color: #52606d; }
</style></head>
<body data-session="${escapeHtml(session)}" data-parent-origin="${escapeHtml(parentOrigin)}">
<form id="card" novalidate>
  ${field('number', 'Card number', 'cc-number', 'numeric')}
  <div class="row"><div>${field('expiry', 'Expiry (MM/YY)', 'cc-exp', 'numeric')}</div><div>${field('cvc', 'Security code', 'cc-csc', 'numeric')}</div></div>
  <p class="error" id="form-error" role="alert"></p>
  <button type="submit">Save card</button>
  <p class="note">Sandbox: card details stay on this page's server, which hands your widget a token.</p>
</form>
<script src="/fields.js"></script>
</body></html>`;
}

/** The sandbox's card page on its own origin: served only inside a frame of the page its session names. */
export async function startFieldsServer(
  options: { host: string; port: number },
  handlers: FieldsHandlers,
): Promise<FieldsServer> {
  const app = Fastify({ logger: false, bodyLimit: 4096 });
  app.get<{ Querystring: { session?: string } }>('/fields', async (request, reply) => {
    const session = request.query.session ?? '';
    const parentOrigin = handlers.parentOriginOf(session);
    if (!parentOrigin) return reply.code(404).type('text/plain').send('This card page has expired. Please reload.');
    return reply
      .header(
        'content-security-policy',
        `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; frame-ancestors ${parentOrigin}`,
      )
      .header('referrer-policy', 'no-referrer')
      .type('text/html')
      .send(fieldsPage(session, parentOrigin));
  });
  app.get('/fields.js', async (_request, reply) =>
    reply.header('cache-control', 'no-store').type('text/javascript').send(FIELDS_SCRIPT),
  );
  app.post<{ Body: { session?: string; number?: string; expiry?: string; cvc?: string } }>(
    '/tokenize',
    async (request, reply) => {
      const body = request.body ?? {};
      const result = handlers.tokenize({
        session: String(body.session ?? ''),
        number: String(body.number ?? ''),
        expiry: String(body.expiry ?? ''),
        cvc: String(body.cvc ?? ''),
      });
      return reply
        .code(result.ok ? 200 : 422)
        .header('cache-control', 'no-store')
        .send(result);
    },
  );
  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  return { origin: `http://${host}:${port}`, close: () => app.close() };
}
