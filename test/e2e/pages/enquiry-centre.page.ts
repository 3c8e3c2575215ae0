// Centre selection of the enquiry: V1 radio cards (with the "Select a School" search dialog) or the V2 "School"
// combobox, then Continue.
import type { Locator } from 'playwright-core';
import type { EnquiryPage } from './enquiry.page';

/** The landing page of an enquiry link (/inquiry/{linkCode}): the link's centres and "Start a new enquiry". */
export class EnquiryLandingPage {
  constructor(private readonly enquiry: EnquiryPage) {}

  async centres(): Promise<string[]> {
    await this.enquiry.testId('landing-screen').waitFor();
    await this.enquiry.testId('landing-start').waitFor();
    return (await this.enquiry.testId('landing-centre').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
  }

  async start(): Promise<void> {
    await this.enquiry.testId('landing-start').click();
    await this.enquiry.waitForScreen('select');
  }
}

export class EnquiryCentrePage {
  constructor(private readonly enquiry: EnquiryPage) {}

  get section(): Locator {
    return this.enquiry.testId('centre-selection');
  }

  async variant(): Promise<'V1' | 'V2'> {
    return (await this.section.getAttribute('data-variant')) === 'V2' ? 'V2' : 'V1';
  }

  /** The names of the centres a parent can choose from the list (V1). */
  async listedCentres(): Promise<string[]> {
    const names = this.enquiry.testId('centre-list').locator('.cc-centre-card__name');
    return (await names.allInnerTexts()).map((text) => text.trim());
  }

  /** The centre whose card is checked (V1) or chosen in the combobox (V2). */
  async chosenCentre(): Promise<string | undefined> {
    if ((await this.variant()) === 'V2') {
      const summary = this.enquiry.testId('selected-centre').locator('.cc-centre-card__name');
      return (await summary.count()) > 0 ? (await summary.innerText()).trim() : undefined;
    }
    const checked = this.enquiry.testId('centre-list').locator('[data-testid="centre-card"]:has(input:checked)');
    return (await checked.count()) > 0
      ? (await checked.locator('.cc-centre-card__name').innerText()).trim()
      : undefined;
  }

  /** Chooses a centre by its name, as a parent would with the variant shown. */
  async choose(name: string): Promise<void> {
    await this.section.waitFor();
    if ((await this.variant()) === 'V2') {
      const combobox = this.enquiry.testId('centre-combobox');
      await combobox.click();
      await combobox.fill(name.split(' ').slice(-1)[0] ?? name);
      await this.enquiry.testId('centre-option').filter({ hasText: name }).click();
      await this.enquiry.testId('selected-centre').filter({ hasText: name }).waitFor();
      return;
    }
    await this.enquiry.testId('centre-list').locator('[data-testid="centre-card"]', { hasText: name }).click();
  }

  async continue(): Promise<void> {
    await this.enquiry.testId('centre-continue').click();
    await this.enquiry.waitForScreen('form');
  }
}
