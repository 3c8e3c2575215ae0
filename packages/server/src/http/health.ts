import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/connect';

const HEALTH_TIMEOUT_MS = 2000;

export function registerHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', async (_req, reply) => {
    const kind = database.kind;
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database did not answer in time')), HEALTH_TIMEOUT_MS);
      });
      await Promise.race([sql`select 1`.execute(database.db), timeout]).finally(() => clearTimeout(timer));
      return { status: 'ok', database: { kind, ok: true } };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable', database: { kind, ok: false } });
    }
  });
}
