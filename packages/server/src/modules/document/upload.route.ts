import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@cc/core';
import type { Clock } from '../../clock';
import type { Repositories } from '../repositories';
import type { RateLimiter } from '../../security/rate-limit';
import { hashLinkCode, isWellFormedLinkCode } from '../../security/link-code';
import type { DocumentStorage } from './storage';
import { sniffDocumentType } from './sniff';
import { offerTakesUploads } from './upload-access';
import { reserveUpload, type UploadCaps } from './upload-quota';
import type { Logger } from 'pino';

export const UPLOAD_PATH = '/uploads';
/** The offer's link code authorises an upload: in a header, never in the address. */
export const LINK_CODE_HEADER = 'x-offer-link-code';
export const TOO_LARGE = 'The selected file is too large. Please select smaller file with size less than 10 megabytes.';
export const NOT_ALLOWED = 'Please choose a PDF, JPEG, PNG or HEIC file.';
export const OFFER_CLOSED =
  'This offer takes no documents: only an accepted offer whose enrolment form is not yet submitted does.';
export const OFFER_FULL = "This offer's documents have reached the size allowed for one offer.";
export const CLIENT_BUSY = 'Too many uploads from this address in the last hour. Please try again later.';

export interface UploadDeps {
  repos: Repositories;
  clock: Clock;
  log: Logger;
  rateLimiter: RateLimiter;
  storage: DocumentStorage;
  caps: UploadCaps;
}

/** A file's name as shown back to the family: its last segment, printable, at most 200 characters. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, 200) || 'document';

/**
 * POST /uploads: one file, streamed to the storage as it arrives and counted; past 10485760 bytes the server stops
 * reading and answers 413 with the spec's message, keeping nothing. The type is sniffed from the first bytes and must
 * be one of the allow-list, whatever the name or the browser says. Answers the document's id, name, size and type.
 * Only an offer whose enrolment form is open takes files (else 409), and before reading, the body's bytes are reserved
 * against the offer's cap (else 413) and the client address's hour (else 429), so the disk cannot be filled by one
 * link code or one address.
 */
export async function registerUploads(app: FastifyInstance, deps: UploadDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    scope.post(UPLOAD_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const code = request.headers[LINK_CODE_HEADER];
      try {
        await deps.rateLimiter.check('offerByCode', request.ip);
      } catch {
        return reply.code(429).send({ error: 'Too many requests. Please wait a minute and try again.' });
      }
      const now = deps.clock.now();
      const offerId =
        typeof code === 'string' && isWellFormedLinkCode(code)
          ? await deps.repos.offers.idForLinkCodeHash(hashLinkCode(code), now)
          : undefined;
      if (!offerId) return reply.code(404).send({ error: 'Offer not found.' });
      if (!(await offerTakesUploads(deps.repos, offerId))) {
        deps.log.info({ offerId, kind: 'offer-closed' }, 'upload refused');
        return reply.code(409).header('connection', 'close').send({ error: OFFER_CLOSED, key: 'offer-closed' });
      }
      const declared = Number(request.headers['content-length']);
      // A body that says it is past the limit is refused before a byte of it is read.
      if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + 64 * 1024)
        return reply.code(413).header('connection', 'close').send({ error: TOO_LARGE, key: 'file-too-large' });
      // The file is no larger than the body, nor than the limit: that much is held until the file is in.
      const most = Number.isFinite(declared) && declared >= 0 ? Math.min(declared, MAX_UPLOAD_BYTES) : MAX_UPLOAD_BYTES;
      const reservation = await reserveUpload(deps.repos.uploadAllowances, deps.caps, {
        offerId,
        client: request.ip,
        bytes: most,
        now,
      });
      if (!reservation.ok) {
        deps.log.info({ offerId, kind: `${reservation.refused}-upload-limit` }, 'upload refused');
        const [status, error] = reservation.refused === 'offer' ? [413, OFFER_FULL] : [429, CLIENT_BUSY];
        return reply
          .code(status)
          .header('connection', 'close')
          .send({ error, key: `${reservation.refused}-upload-limit` });
      }
      let stored = 0;
      let size = 0;
      try {
        const answer = await receive(request, reply, deps, offerId, now, (bytes) => (size = bytes));
        stored = answer.stored;
        return answer.reply;
      } finally {
        await reservation.settle({ stored, received: size });
      }
    });
  });
}

/**
 * Reads the one file into the storage and keeps its row. Tells `counted` the bytes received as they come; answers with
 * the bytes kept (0 when the file is refused), which is what the offer's cap goes on counting.
 */
async function receive(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: UploadDeps,
  offerId: string,
  now: Date,
  counted: (bytes: number) => void,
): Promise<{ reply: FastifyReply; stored: number }> {
  const refuse = (code: number, error: string, key: string) => ({
    reply: reply.code(code).header('connection', 'close').send({ error, key }),
    stored: 0,
  });
  const part = await request.file().catch(() => undefined);
  if (!part) return { reply: reply.code(400).send({ error: 'No file was sent.' }), stored: 0 };
  const key = randomBytes(18).toString('base64url');
  let head = new Uint8Array(0);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < 16) head = Uint8Array.from([...head, ...chunk.subarray(0, 16 - head.length)]);
      size += chunk.length;
      counted(size);
      done(null, chunk);
    },
  });
  try {
    await deps.storage.write(key, part.file.pipe(counter));
  } catch (error) {
    await deps.storage.remove(key);
    const tooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated;
    deps.log.info({ offerId, kind: tooLarge ? 'too-large' : 'upload-failed' }, 'upload refused');
    if (tooLarge) return refuse(413, TOO_LARGE, 'file-too-large');
    throw error;
  }
  if (part.file.truncated) {
    await deps.storage.remove(key);
    return refuse(413, TOO_LARGE, 'file-too-large');
  }
  const mimeType = sniffDocumentType(head);
  if (!mimeType) {
    await deps.storage.remove(key);
    deps.log.info({ offerId, kind: 'type-not-allowed' }, 'upload refused');
    return { reply: reply.code(415).send({ error: NOT_ALLOWED, key: 'file-type-not-allowed' }), stored: 0 };
  }
  const name = displayName(part.filename);
  const id = await deps.repos.documents.add({
    offerId,
    storageKey: key,
    fileName: name,
    mimeType,
    contentLength: size,
    now,
  });
  deps.log.info({ offerId, documentId: id, bytes: size, mimeType }, 'document uploaded');
  return { reply: reply.code(201).send({ id, name, contentLength: size, mimeType }), stored: size };
}
