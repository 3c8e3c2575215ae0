import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import { hashLinkCode, isWellFormedLinkCode } from '../../security/link-code';
import type { Repositories } from '../repositories';
import { DOCUMENT_PATH } from './document.resolvers';
import type { DocumentStorage } from './storage';

/**
 * GET /documents/{token}: the document a live link opens, as an attachment of its sniffed type, never cached and never
 * rendered by the browser as a page of this origin.
 */
export function registerDownloads(
  app: FastifyInstance,
  deps: { repos: Repositories; clock: Clock; storage: DocumentStorage },
): void {
  app.get<{ Params: { token: string } }>(`${DOCUMENT_PATH}/:token`, async (request, reply) => {
    const token = request.params.token;
    const document = isWellFormedLinkCode(token)
      ? await deps.repos.documents.byLink(hashLinkCode(token), deps.clock.now())
      : undefined;
    if (!document) return reply.code(404).type('text/plain').send('This link has expired.');
    const name = encodeURIComponent(document.file_name);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${name}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .type(document.mime_type)
      .send(await deps.storage.read(document.storage_key));
  });
}
