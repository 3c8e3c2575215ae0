// The re-enrolment wizard in <cc-portal>: the portal's sign-in, the wizard's steps (the enquiry page's mechanics),
// the choice rows of the children and contacts steps, and the payment dialog with the provider's card frame.
import type { Page } from 'playwright-core';
import { EnquiryCentrePage } from './enquiry-centre.page';
import { EnquiryProgramsPage } from './enquiry-programs.page';
import { EnquiryChildSchedulePage } from './enquiry-schedule.page';
import { PortalPage } from './portal.page';

export class ReEnrolmentPage extends PortalPage {
  readonly programs = new EnquiryProgramsPage(this);
  readonly centre = new EnquiryCentrePage(this);
  readonly schedule = new EnquiryChildSchedulePage(this);
  constructor(page: Page, label: string) {
    super(page, label);
  }

  async text(testId: string): Promise<string> {
    return (await this.testId(testId).innerText()).trim();
  }

  /** Ticks a row (a child, or a contact in a child's section) by the name it shows. */
  async tick(scopeTestId: string, name: string, within?: string): Promise<void> {
    const scope = within
      ? this.testId('reenrol-child-contacts').filter({ hasText: `Contact for ${within}` })
      : this.root;
    const row = scope.locator(`[data-testid="${scopeTestId}"]`, { hasText: name });
    const box = row.locator('input[type="checkbox"]').first();
    if (!(await box.isChecked())) await box.check();
  }

  /** Chooses a centre as a parent does with the variant shown (V1 cards, V2 "School" combobox). */
  async chooseCentre(name: string): Promise<void> {
    await this.centre.choose(name);
  }

  /** Pays in the dialog with a card typed into the provider's own frame, as a parent does. */
  async payByCard(number: string): Promise<void> {
    await this.testId('pay-offer-dialog').locator('[part~="panel"]').waitFor();
    const frame = this.page.frameLocator('cc-portal iframe[slot="cc-payment-frame"]');
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel('Expiry (MM/YY)').fill('12/30');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByRole('button', { name: 'Save card' }).click();
    await this.testId('pay-offer-method').waitFor();
    await this.checkpoint('pay-dialog', { viewport: true });
    await this.testId('pay-offer-pay').click();
  }
}
