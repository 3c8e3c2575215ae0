import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BusinessRepository } from '../modules/business/business.repository';
import { isOriginAllowed } from './origins';

const ORIGINS_TTL_MS = 30_000;

/**
 * Browsers may call /graphql, and upload a document (/uploads, the offer's link code in its header), only from an
 * origin some business registered; everything else gets no CORS headers. The allow-list is re-read every 30 s so a new website origin needs no restart.
 */
export async function registerCors(app: FastifyInstance, businesses: BusinessRepository): Promise<void> {
  let cached: { at: number; origins: Promise<string[]> } | undefined;
  const origins = () => {
    if (!cached || Date.now() - cached.at > ORIGINS_TTL_MS) {
      cached = { at: Date.now(), origins: businesses.listWebsiteOrigins() };
      cached.origins.catch(() => (cached = undefined));
    }
    return cached.origins;
  };

  await app.register(cors, {
    delegator: async (req: FastifyRequest): Promise<FastifyCorsOptions> => {
      const origin = req.headers.origin;
      if (!origin || !(req.url.startsWith('/graphql') || req.url.startsWith('/uploads'))) return { origin: false };
      const allowed = isOriginAllowed(origin, await origins());
      return {
        origin: allowed ? origin : false,
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', 'authorization', 'x-offer-link-code'],
        credentials: false,
        maxAge: 600,
      };
    },
  });
}
