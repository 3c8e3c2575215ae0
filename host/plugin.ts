// The hosted page as a server plugin: widgets bundle under /widgets/, the demo index, /not-found and the
// documented routes (a shell for flows that have landed, a plain 404 for the rest).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { getDemoIndex, hostedPageCsp, type ServerPlugin } from '@cc/server';
import { landedFlows } from './flows';
import { demoIndexPage } from './demo-index';
import { missingPage, notFoundPage, shellPage } from './html';
import { firstScreenPreloads } from './preloads';
import { ROUTES } from './routes';

const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
const HTML = 'text/html; charset=utf-8';

export interface HostPluginOptions {
  /** Repository root, where packages/<flow>/package.json says which flows have landed. */
  rootDir?: string;
  /** Built bundle served under /widgets/. */
  distDir?: string;
}

/**
 * Hashed file names never change content; fixed names (loader, host script, flow entries) must revalidate soon. The
 * path may be a compressed twin's (runtime.js.br): it is cached as the script it stands for.
 */
export function cacheControlFor(filePath: string): string {
  return /-[A-Za-z0-9_-]{8,}\.js(\.br|\.gz)?$/.test(filePath)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=300';
}

export function createHostPlugin(options: HostPluginOptions = {}): ServerPlugin {
  const rootDir = options.rootDir ?? ROOT_DIR;
  const distDir = options.distDir ?? fileURLToPath(new URL('../dist/', import.meta.url));

  return async (app, ctx) => {
    const landedTags = new Set(landedFlows(rootDir).map((f) => f.tag));

    // Every page of the hosted site takes personal data or leads to it: its own policy, framed by nobody else.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.header('content-security-policy', hostedPageCsp(ctx.payments.frameOrigins()));
        reply.header('x-frame-options', 'SAMEORIGIN');
        reply.header('cross-origin-resource-policy', 'same-origin');
      }
      return payload;
    });

    if (existsSync(distDir)) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/widgets/',
        decorateReply: false,
        cacheControl: false,
        // The build writes each script's .br and .gz twin (scripts/rollup-precompress.mjs): a browser that accepts
        // them gets the bytes the size budgets count, and nobody's request pays for compressing.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', cacheControlFor(filePath));
          // The loader imports the flow chunks as ES modules, which a centre's site (another origin) may only do
          // with CORS. The bundle is public code that holds no secrets, so any origin may read it.
          reply.header('access-control-allow-origin', '*');
          reply.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    } else {
      app.log.warn({ distDir }, 'No widget bundle: run `npm run build` to serve /widgets/.');
      app.get('/widgets/*', async (_req, reply) =>
        reply.code(503).type('text/plain; charset=utf-8').send('The widget bundle is not built. Run `npm run build`.'),
      );
    }

    // The index lists the demo businesses and their links: only a demo has one. Elsewhere families arrive through
    // a centre's link, and the bare address is a page that does not exist.
    app.get('/', async (_req, reply) => {
      if (!ctx.config.demo) return reply.code(404).type(HTML).send(notFoundPage());
      const index = await getDemoIndex(ctx.db);
      return reply.type(HTML).header('cache-control', 'no-store').send(demoIndexPage(index, landedTags));
    });

    app.get('/not-found', async (_req, reply) => reply.code(404).type(HTML).send(notFoundPage()));

    const preloads = firstScreenPreloads(distDir);
    // One page per tag and view: a view whose screen loads lazily preloads that screen too.
    const shellKey = (route: { tag: string; view: string }) => `${route.tag} ${route.view}`;
    const shells = new Map(
      ROUTES.filter((route) => landedTags.has(route.tag)).map((route) => [
        shellKey(route),
        shellPage([...landedTags], preloads(route.tag, route.view)),
      ]),
    );
    for (const route of ROUTES) {
      app.get(route.pattern, async (req, reply) => {
        const shell = shells.get(shellKey(route));
        if (shell && !route.pending) return reply.type(HTML).header('cache-control', 'no-cache').send(shell);
        return reply
          .code(404)
          .type(HTML)
          .send(missingPage(new URL(req.url, 'http://host.invalid').pathname));
      });
    }
  };
}

export const hostPlugin: ServerPlugin = createHostPlugin();
