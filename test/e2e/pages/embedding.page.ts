// A centre's own website on another origin, embedding the widgets with the loader script tag.
import type { Page } from 'playwright-core';

export const CENTRE_SITE = 'http://centre-site.test';

export interface LoaderState {
  version: string;
  apiDefault: string;
}

export class EmbeddingPage {
  readonly warnings: string[] = [];

  constructor(private readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'warning') this.warnings.push(message.text());
    });
  }

  /** Serves `body` as the centre's page; extra routes let a test serve other script files from the same site. */
  async open(body: string, extra: Record<string, string> = {}): Promise<void> {
    await this.page.route(`${CENTRE_SITE}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const script = extra[path];
      if (script !== undefined) return route.fulfill({ contentType: 'text/javascript', body: script });
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Centre</title></head><body>${body}</body></html>`,
      });
    });
    await this.page.goto(`${CENTRE_SITE}/`);
  }

  loaderState(): Promise<LoaderState | null> {
    return this.page.evaluate(() => (window as unknown as { __ccWidgets?: LoaderState }).__ccWidgets ?? null);
  }

  height(selector: string): Promise<number> {
    return this.page.$eval(selector, (el) => el.getBoundingClientRect().height);
  }

  reserveStyleCount(): Promise<number> {
    return this.page.$$eval('style[data-cc-widgets]', (styles) => styles.length);
  }

  defineElement(tag: string): Promise<void> {
    return this.page.evaluate((name) => customElements.define(name, class extends HTMLElement {}), tag);
  }
}
