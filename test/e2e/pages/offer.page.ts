// <cc-offer> on the hosted page, driven as a family would: read the offer, tick the terms, accept, or open "Decline
// or Return to Waitlist". The checkpoint mechanics (screenshots, axe, region words) are the enquiry page object's,
// pointed at this element.
import type { Page } from 'playwright-core';
import { EnquiryPage } from './enquiry.page';

export class OfferPage extends EnquiryPage {
  /** `tag`: the portal's update of a submitted form shows the same form inside <cc-portal>. */
  constructor(page: Page, label: string, tag: 'cc-offer' | 'cc-portal' = 'cc-offer') {
    super(page, label, tag);
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

  /** Ticks the offer's terms as a parent does: the box beside "I have read this offer and accept its terms." */
  async acceptTerms(): Promise<void> {
    const terms = this.testId('offer-terms');
    await terms.locator('[part~="control"]').click();
    await this.page.waitForFunction((el) => (el as HTMLInputElement).checked, await terms.elementHandle());
  }

  async acceptDisabled(): Promise<boolean> {
    return (await this.testId('offer-accept').getAttribute('disabled')) !== null;
  }

  /**
   * Types a card into the payment provider's own frame (its origin, in the element's light DOM) and saves it, as a
   * parent does; the widget reads back only the last four digits.
   */
  async addCard(number: string, expiry = '12/30', cvc = '123'): Promise<void> {
    if ((await this.testId('offer-method-dialog').count()) === 0) await this.openMethodDialog();
    const frame = this.page.frameLocator('cc-offer iframe[slot="cc-payment-frame"]');
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('Expiry (MM/YY)').fill(expiry);
    await frame.getByLabel('Security code').fill(cvc);
    await frame.getByRole('button', { name: 'Save card' }).click();
    await this.testId('offer-payment-method').waitFor();
  }

  /** Opens the card dialog or the "Bank Account Details" dialog (whichever payment type is chosen). */
  async openMethodDialog(): Promise<void> {
    await this.press('offer-add-method');
    await this.testId('offer-method-dialog').waitFor();
  }

  /**
   * Fills the provider's "Bank Account Details" page (its own origin) and verifies the account; the page seals the
   * details before they leave it. Returns the text the provider's page shows: its verification or its errors.
   */
  async verifyBankAccount(
    routingLabel: string,
    routing: string,
    account: string,
    { consent = true }: { consent?: boolean } = {},
  ): Promise<string> {
    const box = this.testId('offer-debit-consent');
    // The holder consents to the debit first; the account is verified after.
    if (consent && (await box.getAttribute('checked')) === null) await box.locator('[part~="control"]').click();
    const frame = this.page.frameLocator('cc-offer iframe[slot="cc-payment-frame"]');
    await frame.getByLabel('Account holder first name').fill('Ana');
    await frame.getByLabel('Account holder last name').fill('Lopez');
    await frame.getByLabel(routingLabel, { exact: true }).fill(routing);
    await frame.getByLabel('Account number').fill(account);
    await frame.getByRole('button', { name: 'Verify account' }).click();
    const verified = frame.locator('#verified');
    const error = frame.locator('#account-error');
    await verified.or(error).filter({ hasText: /\S/ }).first().waitFor();
    return ((await verified.innerText()) || (await error.innerText())).trim();
  }

  /** Saves the verified account (its holder consented) as the payment method. */
  async saveBankAccount(): Promise<void> {
    await this.press('offer-bank-save');
    await this.testId('offer-payment-method').waitFor();
  }

  /** Answers the card's bank on the provider's confirmation page. */
  async confirmWithBank(): Promise<void> {
    await this.testId('offer-confirm-payment').waitFor();
    const frame = this.page.frameLocator('cc-offer iframe[slot="cc-payment-frame"]');
    await frame.getByRole('button', { name: 'Confirm payment' }).click();
  }

  /** Types a promo code into the "Enter Promo Code" dialog and presses Apply. */
  async applyPromo(code: string): Promise<void> {
    const input = this.testId('offer-promo-code').locator('input');
    await input.fill('');
    await input.pressSequentially(code);
    await this.press('offer-promo-apply');
  }

  /** The outcome screen's kind (accepted, waitlist, expired, ...) once it shows. */
  async outcome(): Promise<{ kind: string; title: string }> {
    const screen = this.testId('offer-outcome');
    await screen.waitFor();
    return { kind: (await screen.getAttribute('data-kind')) ?? '', title: await this.text('offer-outcome-title') };
  }
}
