// The /not-found page the spec names.
import type { Page, Response } from 'playwright-core';

export class NotFoundPage {
  constructor(private readonly page: Page) {}

  async open(baseUrl: string): Promise<Response | null> {
    return this.page.goto(`${baseUrl}/not-found`);
  }

  async message(): Promise<string> {
    return (await this.page.textContent('[data-testid="not-found-message"]'))?.trim() ?? '';
  }
}
