// The enrolment form inside <cc-offer>, driven as a parent fills it in: fields are found by the ids the renderer
// gives them (cc-field-<path>), typed into, chosen from and ticked; documents are uploaded through the file input;
// the signature is drawn with the mouse. The checkpoint mechanics (screenshots, axe, region words) are the offer's.
import type { Download, Locator } from 'playwright-core';
import { typeDate } from '../support/dates';
import { OfferPage } from './offer.page';

const idOf = (path: string) => `cc-field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

export class EnrolmentFormPage extends OfferPage {
  field(path: string): Locator {
    return this.root.locator(`#${idOf(path)}`);
  }

  /** Types into a text field (Shoelace's input: its inner control). */
  async type(path: string, text: string): Promise<void> {
    await this.field(path).locator('input').fill(text);
  }

  async value(path: string): Promise<string> {
    return this.field(path).locator('input').inputValue();
  }

  async choose(path: string, value: string): Promise<void> {
    await this.field(path).selectOption(value);
  }

  async radio(path: string, label: string): Promise<void> {
    await this.field(path).getByRole('radio', { name: label, exact: true }).click();
  }

  /** Ticks a single checkbox, or one option of a group by its visible label. */
  async tick(path: string, option?: string): Promise<void> {
    const box = option ? this.field(path).locator('sl-checkbox', { hasText: option }) : this.field(path);
    const control = box.locator('[part~="control"]');
    if (!option) return control.click();
    // A click that lands while the page lays itself out again (an error summary appearing above after a Next) can
    // miss its box, as a hurried tap can: look, as a person would, and tap again if it did not change.
    const checked = () => box.evaluate((element) => (element as HTMLElement & { checked?: boolean }).checked === true);
    const was = await checked();
    await control.click();
    for (let i = 0; i < 20 && (await checked()) === was; i++) await this.page.waitForTimeout(50);
    if ((await checked()) === was) await control.click();
  }

  async date(path: string, wireDate: string): Promise<void> {
    await typeDate(this.field(path), wireDate);
  }

  async phone(path: string, number: string, type: 'Mobile' | 'Home' | 'Work' = 'Mobile'): Promise<void> {
    await this.type(`${path}.number`, number);
    await this.choose(`${path}.type`, type);
  }

  async address(path: string, parts: { address1: string; city: string; state: string; postalCode: string }) {
    await this.type(`${path}.address1`, parts.address1);
    await this.type(`${path}.city`, parts.city);
    await this.choose(`${path}.state`, parts.state);
    await this.type(`${path}.postalCode`, parts.postalCode);
  }

  /** Uploads a file through the Document field's input and waits for the upload to end (stored, or refused). */
  async upload(path: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string> {
    await this.root.locator(`#${idOf(path)}-file`).setInputFiles(file);
    const status = this.root.locator(`#${idOf(path)} [data-testid="${idOf(path)}-status"]`);
    // A "Required" shown before the upload is not its answer: wait for the upload's own outcome.
    const refusal = this.root.locator(`#${idOf(path)}-error`).filter({ hasNotText: /^Required$/ });
    await status
      .filter({ hasText: /^Uploaded/ })
      .or(refusal)
      .first()
      .waitFor();
    return ((await refusal.count()) > 0 ? await refusal.innerText() : await status.innerText()).trim();
  }

  /** A Document field's Open button: it fetches a fresh link to the stored file and the browser downloads it. */
  openButton(path: string): Locator {
    return this.root.locator(`[data-testid="${idOf(path)}-open"]`);
  }

  /** Presses a Document field's Open, as a parent taps it, and answers the download that arrives. */
  async openDocument(path: string): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.openButton(path).click()]);
    return download;
  }

  /** Draws a short stroke on the signature pad, as a finger or mouse signs. */
  async sign(path: string): Promise<void> {
    const pad = this.root.locator(`[data-testid="${idOf(path)}-pad"]`);
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad is not shown');
    const { mouse } = this.page;
    await mouse.move(box.x + 20, box.y + box.height / 2);
    await mouse.down();
    for (let i = 1; i <= 10; i++) await mouse.move(box.x + 20 + i * 15, box.y + box.height / 2 + (i % 2 ? 12 : -12));
    await mouse.up();
  }

  async addItem(section: string): Promise<void> {
    await this.testId(`cc-add-${section}`).click();
  }

  async summary(): Promise<string[]> {
    return (await this.testId('error-summary').locator('li').allInnerTexts()).map((t) => t.trim());
  }

  // --- keyboard only ------------------------------------------------------------------------------------------

  /** Whether the focus is inside an element matching `selector`, through shadow roots. */
  async focusIsIn(selector: string): Promise<boolean> {
    return this.page.evaluate((target) => {
      let active: Element | null = document.activeElement;
      const chain: Element[] = [];
      while (active) {
        chain.push(active);
        active = active.shadowRoot?.activeElement ?? null;
      }
      return chain.some((element) => {
        for (let node: Node | null = element; node;) {
          if (node instanceof Element && node.matches(target)) return true;
          node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
        }
        return false;
      });
    }, selector);
  }

  /** Presses Tab until the focus is inside an element matching `selector`, as a keyboard user does. */
  // Tabs at least once (the focus moves on even when it is already inside a match), unlike the base class's.
  override async tabTo(selector: string, max = 80): Promise<void> {
    for (let i = 0; i < max; i++) {
      await this.page.keyboard.press('Tab');
      if (await this.focusIsIn(selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  /** Waits until the focus is inside an element matching `selector` (a dialog's first control once it opens). */
  async waitForFocusIn(selector: string): Promise<void> {
    for (let i = 0; i < 50; i++) {
      if (await this.focusIsIn(selector)) return;
      await this.page.waitForTimeout(100);
    }
    throw new Error(`The focus never reached ${selector}`);
  }

  /** Tabs to a field by its form path and types into it. */
  async keyType(path: string, text: string): Promise<void> {
    await this.tabTo(`#${idOf(path)}`);
    await this.page.keyboard.type(text);
  }

  async keyPress(path: string, ...keys: string[]): Promise<void> {
    await this.tabTo(`#${idOf(path)}`);
    for (const key of keys) await this.page.keyboard.press(key);
  }

  /** Tabs to a control by its test id and presses it with Enter. */
  async keyActivate(testId: string): Promise<void> {
    await this.tabTo(`[data-testid="${testId}"]`);
    await this.page.keyboard.press('Enter');
  }
}
