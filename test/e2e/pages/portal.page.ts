// <cc-portal> on the hosted page, driven as a parent would: sign in with the mailed code, read the dashboard,
// answer a centre's re-enrolment request. The checkpoint mechanics (screenshots, axe, region words) are the
// enquiry page object's, pointed at this element.
import type { Page } from 'playwright-core';
import { EnquiryPage } from './enquiry.page';

export class PortalPage extends EnquiryPage {
  constructor(page: Page, label: string) {
    super(page, label, 'cc-portal');
  }

  async waitForTestId(id: string): Promise<void> {
    await this.testId(id).waitFor();
  }

  /** Types into a Shoelace input found by its label text, as a parent does. */
  async type(label: string, text: string): Promise<void> {
    const input = this.root.getByLabel(label, { exact: true });
    await input.fill('');
    await input.pressSequentially(text);
  }

  async press(testId: string): Promise<void> {
    await this.testId(testId).click();
  }

  // --- sign-in ------------------------------------------------------------------------------------------------

  async requestCode(email: string): Promise<void> {
    await this.waitForTestId('sign-in-email');
    await this.type('Email', email);
    await this.press('sign-in-send-code');
    await this.waitForTestId('sign-in-code');
  }

  async enterCode(code: string): Promise<void> {
    await this.type('Verification code', code);
    await this.press('sign-in-verify');
  }

  async signInError(): Promise<string> {
    const notice = this.testId('sign-in-error');
    await notice.waitFor();
    return (await notice.innerText()).trim();
  }

  // --- dashboard ----------------------------------------------------------------------------------------------

  async waitForDashboard(): Promise<void> {
    await this.waitForTestId('dashboard');
  }

  /**
   * Each card as the parent reads it (centre, enquiry date line, statuses), in one section of the dashboard
   * ("action-required" or "existing") or in both.
   */
  async cards(
    section?: 'action-required' | 'existing',
  ): Promise<Array<{ centre: string; date: string; statuses: string[]; tones: string[]; offer: boolean }>> {
    const scope = section ? this.testId(`dashboard-${section}`) : this.root;
    return scope.locator('[data-testid="application-card"]').evaluateAll((cards) =>
      cards.map((card) => ({
        centre: card.querySelector('.cc-app-card__centre')?.textContent?.trim() ?? '',
        date: card.querySelector('.cc-app-card__date')?.textContent?.trim() ?? '',
        statuses: [...card.querySelectorAll('[data-testid="application-status"]')].map(
          (status) => status.textContent?.trim() ?? '',
        ),
        tones: [...card.querySelectorAll<HTMLElement>('[data-testid="application-status"]')].map(
          (status) => status.dataset.tone ?? '',
        ),
        offer: card.querySelector('[data-testid="application-view-offer"]') !== null,
      })),
    );
  }

  // --- decline ------------------------------------------------------------------------------------------------

  async chooseReason(label: string): Promise<void> {
    await this.root.getByRole('radio', { name: label, exact: true }).click();
  }

  /**
   * Whether Send is disabled once the page has settled: Shoelace reflects a button's disabled attribute in its own
   * update after React's render, so a read right after choosing a reason can still see the old state.
   */
  async sendDisabled(expected: boolean): Promise<boolean> {
    const send = this.testId('decline-submit');
    const read = async () => (await send.getAttribute('disabled')) !== null;
    for (let waited = 0; waited < 5_000 && (await read()) !== expected; waited += 50) {
      await this.page.waitForTimeout(50);
    }
    return read();
  }
}
