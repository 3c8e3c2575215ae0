// The demo index at GET /, read through its data-testid hooks.
import type { Page, Response } from 'playwright-core';

export interface DemoBusinessView {
  id: string;
  name: string;
  region: string;
  flowType: string;
  centers: string[];
  liveLinks: Array<{ text: string; href: string }>;
  pendingLinks: string[];
}

export class DemoIndexPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<Response | null> {
    return this.page.goto(`${baseUrl}/`);
  }

  async businesses(): Promise<DemoBusinessView[]> {
    // No named inner functions here: tsx would wrap them in a helper the browser does not have.
    return this.page.$$eval('[data-testid="demo-business"]', (items) =>
      items.map((item) => ({
        id: item.getAttribute('data-business-id') ?? '',
        name: item.querySelector('[data-testid="demo-business-name"]')?.textContent?.trim() ?? '',
        region: item.querySelector('[data-testid="demo-region"]')?.textContent?.trim() ?? '',
        flowType: item.querySelector('[data-testid="demo-flow-type"]')?.textContent?.trim() ?? '',
        centers: [...item.querySelectorAll('[data-testid="demo-center"]')].map((c) => c.textContent?.trim() ?? ''),
        liveLinks: [...item.querySelectorAll('[data-testid="demo-link"] a')].map((a) => ({
          text: a.textContent?.trim() ?? '',
          href: a.getAttribute('href') ?? '',
        })),
        pendingLinks: [...item.querySelectorAll('[data-testid="demo-link-pending"]')].map(
          (l) => l.textContent?.trim() ?? '',
        ),
      })),
    );
  }

  /** True when the page is wider than the viewport, i.e. it scrolls sideways. */
  async overflowsHorizontally(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  }
}
