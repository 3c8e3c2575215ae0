import Fastify, { type FastifyReply } from 'fastify';
import type { EncryptedBankDetails } from '../provider';
import { BANK_FIELDS_SCRIPT, bankFieldsPage } from './bank-fields';
import { cardFieldsPage } from './card-fields';
import { CHALLENGE_SCRIPT, challengePage } from './challenge-page';
import { FIELDS_SCRIPT } from './fields-script';
import { bankCountry, type BankCountry } from './test-banks';

export interface FieldsServer {
  origin: string;
  close(): Promise<void>;
}

export type CardTokenizeResult =
  { ok: true; token: string; brand: string; lastFour: string } | { ok: false; errors: Record<string, string> };

export interface BankTokenizeBody {
  session: string;
  secretKeyId: string;
  accountType: string;
  encrypted: EncryptedBankDetails;
}

/** What the sandbox's own origin answers; the provider decides, this only speaks HTTP. */
export interface FieldsHandlers {
  tokenizeCard(input: { session: string; number: string; expiry: string; cvc: string }): CardTokenizeResult;
  /** The tokenizer's bank path: a bearer key for the business named by secretKeyId, and encrypted details. */
  tokenizeBank(bearer: string | undefined, body: BankTokenizeBody): { status: number; body: unknown };
  /** The page a session's token may be posted to; undefined for an unknown or expired session. */
  parentOriginOf(session: string): string | undefined;
  touch(session: string): void;
  publicKey(): string;
  challenge(reference: string): { parentOrigin: string; amount: string; description: string } | undefined;
  answerChallenge(reference: string, approve: boolean): Promise<'succeeded' | 'failed' | undefined>;
}

const framedPage = (reply: FastifyReply, parentOrigin: string, html: string) =>
  reply
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; form-action 'none'; frame-ancestors ${parentOrigin}`,
    )
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html')
    .send(html);

const EXPIRED = 'This page has expired. Please reload.';

/** The sandbox's pages on their own origin: each served only inside a frame of the page its session names. */
export async function startFieldsServer(
  options: { host: string; port: number },
  handlers: FieldsHandlers,
): Promise<FieldsServer> {
  const app = Fastify({ logger: false, bodyLimit: 8192 });
  app.get<{ Querystring: { session?: string } }>('/fields', async (request, reply) => {
    const session = request.query.session ?? '';
    const parentOrigin = handlers.parentOriginOf(session);
    if (!parentOrigin) return reply.code(404).type('text/plain').send(EXPIRED);
    return framedPage(reply, parentOrigin, cardFieldsPage(session, parentOrigin));
  });
  app.get<{ Querystring: { session?: string; country?: string } }>('/bank-fields', async (request, reply) => {
    const session = request.query.session ?? '';
    const parentOrigin = handlers.parentOriginOf(session);
    if (!parentOrigin) return reply.code(404).type('text/plain').send(EXPIRED);
    const country: BankCountry = bankCountry(request.query.country);
    return framedPage(reply, parentOrigin, bankFieldsPage(session, parentOrigin, country, handlers.publicKey()));
  });
  app.get<{ Querystring: { reference?: string } }>('/challenge', async (request, reply) => {
    const reference = request.query.reference ?? '';
    const challenge = handlers.challenge(reference);
    if (!challenge) return reply.code(404).type('text/plain').send(EXPIRED);
    return framedPage(
      reply,
      challenge.parentOrigin,
      challengePage(reference, challenge.parentOrigin, challenge.amount, challenge.description),
    );
  });
  for (const [path, script] of [
    ['/fields.js', FIELDS_SCRIPT],
    ['/bank-fields.js', BANK_FIELDS_SCRIPT],
    ['/challenge.js', CHALLENGE_SCRIPT],
  ] as const) {
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/javascript').send(script),
    );
  }
  app.post<{ Body: Record<string, unknown> }>('/tokenize', async (request, reply) => {
    const body = request.body ?? {};
    reply.header('cache-control', 'no-store');
    if (body.encrypted !== undefined) {
      const auth = request.headers.authorization;
      const bearer = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined;
      const result = handlers.tokenizeBank(bearer, body as unknown as BankTokenizeBody);
      return reply.code(result.status).send(result.body);
    }
    const result = handlers.tokenizeCard({
      session: String(body.session ?? ''),
      number: String(body.number ?? ''),
      expiry: String(body.expiry ?? ''),
      cvc: String(body.cvc ?? ''),
    });
    return reply.code(result.ok ? 200 : 422).send(result);
  });
  app.post<{ Body: { session?: unknown } }>('/activity', async (request, reply) => {
    handlers.touch(String(request.body?.session ?? ''));
    return reply.code(204).send();
  });
  app.post<{ Body: { reference?: unknown; approve?: unknown } }>('/challenge', async (request, reply) => {
    const outcome = await handlers.answerChallenge(
      String(request.body?.reference ?? ''),
      request.body?.approve === true,
    );
    return reply
      .code(outcome ? 200 : 404)
      .header('cache-control', 'no-store')
      .send({ outcome: outcome ?? 'failed' });
  });
  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  return { origin: `http://${host}:${port}`, close: () => app.close() };
}
