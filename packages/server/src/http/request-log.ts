import type { FastifyInstance } from 'fastify';

/**
 * One line per request, when it is answered: method, route pattern, status and duration (the request serializer
 * in log-safe.ts keeps the path's values, such as link codes, out). Fastify's own pair of lines ("incoming
 * request", "request completed") cost as much again per request and said no more.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
}
