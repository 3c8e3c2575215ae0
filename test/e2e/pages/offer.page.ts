// <cc-offer> on the hosted page, driven as a family would: read the offer, tick the terms, accept, or open "Decline
// or Return to Waitlist". The checkpoint mechanics (screenshots, axe, region words) are the enquiry page object's,
// pointed at this element.
import type { Page } from 'playwright-core';
import { EnquiryPage } from './enquiry.page';

export class OfferPage extends EnquiryPage {
  constructor(page: Page, label: string) {
    super(page, label, 'cc-offer');
  }

  async waitForTestId(id: string): Promise<void> {
    await this.testId(id).waitFor();
  }

  async press(testId: string): Promise<void> {
    await this.testId(testId).click();
  }

  async text(testId: string): Promise<string> {
    return (await this.testId(testId).innerText()).trim();
  }

  /** Ticks the offer's terms as a parent does: by its label. */
  async acceptTerms(): Promise<void> {
    await this.testId('offer-terms').getByText('I have read this offer and accept its terms.').click();
  }

  async acceptDisabled(): Promise<boolean> {
    return (await this.testId('offer-accept').getAttribute('disabled')) !== null;
  }

  /** The outcome screen's kind (accepted, waitlist, expired, ...) once it shows. */
  async outcome(): Promise<{ kind: string; title: string }> {
    const screen = this.testId('offer-outcome');
    await screen.waitFor();
    return { kind: (await screen.getAttribute('data-kind')) ?? '', title: await this.text('offer-outcome-title') };
  }
}
