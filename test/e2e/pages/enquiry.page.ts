// <cc-enquiry> on the hosted page, read and driven as a parent would: through its data-testid hooks, the text on
// the screen and the wizard's Back / Next. Locators pierce the element's open shadow root.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { fileURLToPath } from 'node:url';
import { screenshot } from '../support/browser';
import { foreignWords, regionOfJourney } from '../support/region-words';

export type EnquiryScreen = 'landing' | 'select' | 'form' | 'outcome' | 'invalid';

// How long a control may take to appear: generous, because two journeys share the machine's two cores (package.json
// runs two end-to-end files at once) and a page can stall behind the other file's work.
const TIMEOUT = 30_000;
const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/screenshots/', import.meta.url));

/** What the widget keeps in local storage (packages/enquiry/src/draft.ts), as far as tests read it. */
export interface StoredDraft {
  step: number;
  page: number;
  idempotencyKey: string;
  values: {
    email: string;
    children: Array<{
      firstName: string;
      programSchedules: Array<{ programName: string; cycleType: string; startDate: string; days: unknown[] }>;
    }>;
  };
}

export class EnquiryPage {
  /** Uncaught errors in the page: a journey fails on any. */
  readonly pageErrors: string[] = [];
  /**
   * Wording that could not be formatted (react-intl reports it through console.error): in the built bundle that
   * includes any message left uncompiled, which the bundle has no parser for.
   */
  readonly wordingErrors: string[] = [];
  /** axe reports of the checkpoints; gathered so one run shows every step's violations at once. */
  readonly axeReports: string[] = [];
  /** Words a checkpoint's screen showed that its region never uses (support/region-words.ts). */
  readonly wrongRegionWords: string[] = [];
  private shots = 0;

  /** `label` names this journey's screenshots (e.g. maple-grove-375). */
  constructor(
    readonly page: Page,
    readonly label: string,
    /** The element driven: the portal's page object reuses these mechanics for <cc-portal>. */
    readonly tag: 'cc-enquiry' | 'cc-portal' | 'cc-offer' | 'cc-registration' = 'cc-enquiry',
  ) {
    page.setDefaultTimeout(TIMEOUT);
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /formatjs|react-intl|uncompiled message/i.test(message.text()))
        this.wordingErrors.push(message.text());
    });
  }

  get root(): Locator {
    return this.page.locator(this.tag);
  }

  testId(id: string): Locator {
    return this.root.locator(`[data-testid="${id}"]`);
  }

  async open(baseUrl: string, path: string): Promise<void> {
    await this.page.goto(`${baseUrl}${path}`);
  }

  async waitForScreen(screen: EnquiryScreen): Promise<void> {
    await this.root.locator(`[data-testid="enquiry"][data-screen="${screen}"]`).waitFor();
  }

  // --- the wizard -------------------------------------------------------------------------------------------

  /** The page of the wizard being shown: its step id and page index. */
  wizardPage(step: string, page = 0): Locator {
    return this.root.locator(`[data-testid="wizard-page"][data-step="${step}"][data-page="${page}"]`);
  }

  async waitForStep(step: string, page = 0): Promise<void> {
    await this.wizardPage(step, page).waitFor();
  }

  async currentStep(): Promise<{ step: string; page: number }> {
    const page = this.testId('wizard-page');
    return { step: (await page.getAttribute('data-step')) ?? '', page: Number(await page.getAttribute('data-page')) };
  }

  async next(): Promise<void> {
    await this.testId('wizard-next').click();
  }

  async back(): Promise<void> {
    await this.testId('wizard-back').click();
  }

  /** The last step's forward button (Submit, or the flow's own label). */
  get submitButton(): Locator {
    return this.testId('wizard-submit');
  }

  async submitLabel(): Promise<string> {
    return (await this.submitButton.innerText()).trim();
  }

  /** The "n / total" counter of the phone layout. */
  async stepCounter(): Promise<string> {
    return (await this.testId('step-counter').innerText()).trim();
  }

  /** The step names of the desktop indicator. */
  async stepNames(): Promise<string[]> {
    return this.testId('step-indicator')
      .locator('li')
      .evaluateAll((items) => items.map((li) => (li.lastChild?.textContent ?? '').trim()));
  }

  async isMobileLayout(): Promise<boolean> {
    return (await this.testId('mobile-progress').count()) > 0;
  }

  /**
   * Presses Tab until the focus is inside the element `selector` names (the focus may sit deep in a Shoelace
   * control's own shadow root), as a keyboard user moves through the page.
   */
  async tabTo(selector: string, limit = 80): Promise<void> {
    for (let i = 0; i < limit; i++) {
      const there = await this.page.evaluate((sel) => {
        let active: Element | null = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        for (let node: Node | null = active; node;) {
          if (node instanceof Element && node.matches(sel)) return true;
          node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
        }
        return false;
      }, selector);
      if (there) return;
      await this.page.keyboard.press('Tab');
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  // --- messages -----------------------------------------------------------------------------------------------

  /** Every validation message on screen, as the parent reads it. */
  async fieldErrors(): Promise<string[]> {
    const errors = this.root.locator('[data-field-error]');
    return (await errors.allInnerTexts()).map((text) => text.trim());
  }

  async expectFieldError(text: string): Promise<void> {
    await this.root.locator('[data-field-error]', { hasText: text }).first().waitFor();
  }

  async expectNoFieldErrors(): Promise<void> {
    await this.root.locator('[data-field-error]').first().waitFor({ state: 'detached' });
  }

  /** The alert above the page after a failed submission. */
  get submitAlert(): Locator {
    return this.testId('submit-alert');
  }

  /** Whether the alert holds the focus and is inside the viewport (the family sees it wherever Submit was). */
  async submitAlertInViewAndFocused(): Promise<{ focused: boolean; inView: boolean }> {
    const anchor = this.testId('submit-alert-anchor');
    await anchor.waitFor();
    // The alert scrolls into view smoothly; wait for it to arrive rather than read it mid-scroll.
    await this.page
      .waitForFunction(
        () => {
          const root = document.querySelector('cc-enquiry')?.shadowRoot;
          const box = root?.querySelector('[data-testid="submit-alert-anchor"]')?.getBoundingClientRect();
          return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
        },
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    return anchor.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return {
        focused: (element.getRootNode() as ShadowRoot).activeElement === element,
        inView: box.top >= 0 && box.bottom <= window.innerHeight,
      };
    });
  }

  /** The text of the heading that has the focus, once one has it (null if none does within a few seconds). */
  async focusedHeading(): Promise<string | null> {
    const handle = await this.page
      .waitForFunction(
        () => {
          let active = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return active && /^H[1-6]$/.test(active.tagName) ? active.textContent : null;
        },
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => null);
    return handle ? ((await handle.jsonValue()) as string) : null;
  }

  get restoredNotice(): Locator {
    return this.testId('draft-restored');
  }

  // --- the draft --------------------------------------------------------------------------------------------

  /** The enquiry's draft in local storage, parsed, or undefined when there is none. */
  async draft(): Promise<StoredDraft | undefined> {
    const raw = await this.page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('cc-enquiry:draft:'));
      return key ? localStorage.getItem(key) : null;
    });
    return raw ? (JSON.parse(raw) as StoredDraft) : undefined;
  }

  /**
   * Waits until the saved draft passes the check: typing is saved after a short pause, so a reload straight after
   * a keystroke could come before it.
   */
  async waitForDraft(check: (draft: StoredDraft) => boolean): Promise<void> {
    const deadline = Date.now() + TIMEOUT;
    for (;;) {
      const draft = await this.draft();
      if (draft && check(draft)) return;
      if (Date.now() > deadline) throw new Error(`The draft never matched: ${JSON.stringify(draft)}`);
      await this.page.waitForTimeout(100);
    }
  }

  async draftKeys(): Promise<string[]> {
    return this.page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cc-enquiry:draft:')));
  }

  // --- evidence -----------------------------------------------------------------------------------------------

  /**
   * A screenshot into test-results/screenshots (numbered in journey order) and an axe run over the page as it is
   * now, shadow roots included.
   */
  async checkpoint(name: string, options: { viewport?: boolean } = {}): Promise<void> {
    // Let requests, spinners and animations (dialogs opening, the progress bar) settle before the picture and audit.
    // A frame added after the page first went idle (a payment provider's card fields, after an in-page route change)
    // can keep Playwright from reporting networkidle again; past a few seconds the spinner wait below decides.
    await this.page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await this.root
      .locator('sl-spinner')
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 })
      .catch(() => {});
    await this.settleAnimations();
    this.shots += 1;
    const file = `${this.tag.slice(3)}-${this.label}-${String(this.shots).padStart(2, '0')}-${name}`;
    // A dialog is fixed to the viewport: a full-page picture would show it over whatever part of the page.
    if (options.viewport) await this.page.screenshot({ path: `${SCREENSHOTS}${file}.png` });
    else await screenshot(this.page, file);
    try {
      await expectNoAxeViolations(this.page, `${this.label} ${name}`);
    } catch (error) {
      this.axeReports.push(error instanceof Error ? error.message : String(error));
    }
    const region = regionOfJourney(this.label);
    for (const word of foreignWords(await this.screenText(), region)) this.wrongRegionWords.push(`${name}: ${word}`);
  }

  /** What the widget shows now: its rendered text and its controls' labels, hints and placeholders (never CSS). */
  async screenText(): Promise<string> {
    return this.root.evaluate((host) => {
      const root = host.shadowRoot;
      if (!root) return '';
      const parts: string[] = [];
      for (const child of root.children) {
        if (child instanceof HTMLElement && child.localName !== 'style') parts.push(child.innerText);
      }
      for (const control of root.querySelectorAll('[label], [help-text], [placeholder]')) {
        for (const name of ['label', 'help-text', 'placeholder']) parts.push(control.getAttribute(name) ?? '');
      }
      return parts.join('\n');
    });
  }

  /** The end of every journey: no uncaught error in the page and no axe violation at any checkpoint. */
  private async settleAnimations(): Promise<void> {
    await this.page
      .waitForFunction(
        () => {
          // document.getAnimations() leaves out shadow trees, where every Shoelace animation runs: walk them.
          const roots: Array<Document | ShadowRoot> = [document];
          for (let i = 0; i < roots.length; i++) {
            for (const element of roots[i]!.querySelectorAll('*'))
              if (element.shadowRoot) roots.push(element.shadowRoot);
          }
          return roots.every((root) => root.getAnimations().every((a) => a.playState !== 'running'));
        },
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => {});
  }

  expectClean(): void {
    assert.deepEqual(this.pageErrors, [], `uncaught errors in the page (${this.label})`);
    assert.deepEqual(this.wordingErrors, [], `wording that did not format (${this.label})`);
    assert.equal(this.axeReports.length, 0, this.axeReports.join('\n\n'));
    assert.deepEqual(this.wrongRegionWords, [], `words ${regionOfJourney(this.label)} never uses (${this.label})`);
  }
}
