// A centre's page (support/centre-site.ts) embedding the widgets, read from the browser's side.
import type { Page } from 'playwright-core';

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

  async open(url: string): Promise<void> {
    await this.page.goto(url);
  }

  /** What the loader claimed the page with (its early answers left out: see early-requests.test.ts). */
  loaderState(): Promise<LoaderState | null> {
    return this.page.evaluate(() => {
      const state = (window as unknown as { __ccWidgets?: LoaderState }).__ccWidgets;
      return state ? { version: state.version, apiDefault: state.apiDefault } : null;
    });
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
