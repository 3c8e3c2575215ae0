// A centre's own website: a second real origin on loopback that embeds the widgets with the loader script tag.
// (Chromium blocks a page on a public origin from loading scripts off loopback, so a routed fake domain will not do.)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './server';

export class CentreSite {
  private readonly files = new Map<string, { type: string; body: string; headers?: Record<string, string> }>();
  private server: Server | undefined;
  url = '';

  /** Listens on localhost, so its origin differs from the product's 127.0.0.1 one. */
  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const file = this.files.get(new URL(req.url ?? '/', 'http://localhost').pathname);
      res.writeHead(file ? 200 : 404, { 'content-type': file?.type ?? 'text/plain', ...file?.headers });
      res.end(file?.body ?? 'not found');
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://localhost:${(this.server.address() as AddressInfo).port}`;
  }

  /** A page of the centre's site; `headers` such as its own Content-Security-Policy go with it. */
  page(path: string, body: string, headers?: Record<string, string>): string {
    const html = `<!doctype html><html lang="en"><head><title>Centre</title></head><body>${body}</body></html>`;
    this.files.set(path, { type: 'text/html; charset=utf-8', body: html, headers });
    return `${this.url}${path}`;
  }

  script(path: string, body: string): void {
    this.files.set(path, { type: 'text/javascript', body });
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

export interface EmbeddingRig {
  server: TestServer;
  browser: Browser;
  centre: CentreSite;
}

/**
 * For a spec file about embedding: the product's server, a browser and a centre's site, started before its tests
 * and closed after them. Read the fields inside tests (they are set once `before` has run).
 */
export function useEmbeddingRig(): EmbeddingRig {
  const rig = { centre: new CentreSite() } as EmbeddingRig;
  before(async () => {
    rig.server = await startTestServer();
    rig.browser = await launchBrowser();
    await rig.centre.start();
  });
  after(async () => {
    await rig.centre.close();
    await rig.browser?.close();
    await rig.server?.close();
  });
  return rig;
}
