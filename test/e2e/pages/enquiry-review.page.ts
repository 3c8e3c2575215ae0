// The end of the enquiry: the read-only Review step, the confirmation dialog before submit, and the outcome screen.
import type { Locator } from 'playwright-core';
import type { EnquiryPage } from './enquiry.page';

export interface ReviewedProgram {
  name: string;
  cycle: string;
  days: string;
  start: string;
  waitlist: boolean;
}

export class EnquiryReviewPage {
  constructor(private readonly enquiry: EnquiryPage) {}

  get section(): Locator {
    return this.enquiry.testId('review-page');
  }

  private async text(testId: string, scope: Locator = this.section): Promise<string> {
    return (await scope.locator(`[data-testid="${testId}"]`).first().innerText()).trim();
  }

  async centreName(): Promise<string> {
    return this.text('review-centre-name');
  }

  async parent(): Promise<{ name: string; email: string; phone: string }> {
    return {
      name: await this.text('review-parent-name'),
      email: await this.text('review-parent-email'),
      phone: await this.text('review-parent-phone'),
    };
  }

  async childNames(): Promise<string[]> {
    return (await this.section.locator('[data-testid="review-child-name"]').allInnerTexts()).map((t) => t.trim());
  }

  /** The programs listed under a child, as the review shows them. */
  async programsOf(childName: string): Promise<ReviewedProgram[]> {
    const child = this.section.locator('[data-testid="review-child"]', {
      has: this.enquiry.page.locator('[data-testid="review-child-name"]', { hasText: childName }),
    });
    const rows = child.locator('[data-testid="review-program"]');
    const programs: ReviewedProgram[] = [];
    for (const row of await rows.all()) {
      const days = row.locator('[data-testid="review-program-days"]');
      programs.push({
        name: await this.text('review-program-name', row),
        cycle: await this.text('review-program-cycle', row),
        days: (await days.count()) > 0 ? (await days.innerText()).trim() : '',
        start: await this.text('review-program-start', row),
        waitlist: (await row.locator('[data-testid="review-waitlist"]').count()) > 0,
      });
    }
    return programs;
  }

  /** Waits until the cost estimate and the fees have loaded (or were left out by the flag). */
  async waitForFigures(): Promise<void> {
    await this.section.waitFor();
    await this.section.locator('sl-spinner').first().waitFor({ state: 'detached' });
  }

  get costEstimate(): Locator {
    return this.enquiry.testId('review-cost');
  }

  get feesDue(): Locator {
    return this.enquiry.testId('review-fees');
  }
}

export class ConfirmDialogPart {
  constructor(private readonly enquiry: EnquiryPage) {}

  get dialog(): Locator {
    return this.enquiry.root.locator('[data-testid="confirm-dialog"][open]');
  }

  async waitForOpen(): Promise<void> {
    await this.dialog.locator('[part~="panel"]').waitFor();
  }

  async submit(): Promise<void> {
    await this.dialog.locator('[data-testid="confirm-submit"]').click();
  }

  async review(): Promise<void> {
    await this.dialog.locator('[data-testid="confirm-review"]').click();
    await this.dialog.waitFor({ state: 'detached' });
  }
}

export class EnquiryOutcomePage {
  constructor(private readonly enquiry: EnquiryPage) {}

  get screen(): Locator {
    return this.enquiry.testId('outcome-screen');
  }

  async read(): Promise<{ state: string; title: string; body: string }> {
    await this.screen.waitFor({ timeout: 30_000 });
    return {
      state: (await this.screen.getAttribute('data-state')) ?? '',
      title: (await this.enquiry.testId('outcome-title').innerText()).trim(),
      body: (await this.enquiry.testId('outcome-body').innerText()).trim(),
    };
  }
}
