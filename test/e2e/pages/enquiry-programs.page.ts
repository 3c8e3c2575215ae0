// The Programs step of the program flows: the program-group page (when the business uses groups), the program
// list (an accordion per child, cards on desktop, checkbox cards on phones) and the program modal with its
// "Select Child(ren)" cards, the different-schedules toggle and a ScheduleSelector per schedule.
import type { Locator } from 'playwright-core';
import type { EnquiryPage } from './enquiry.page';
import { ScheduleSelectorPart, giveConsent } from './enquiry-schedule.page';

export class EnquiryProgramsPage {
  constructor(private readonly enquiry: EnquiryPage) {}

  // --- program groups ---------------------------------------------------------------------------------------

  get groupPage(): Locator {
    return this.enquiry.testId('program-group-page');
  }

  private async loaded(page: Locator): Promise<void> {
    await page.waitFor();
    await this.enquiry.testId('programs-loading').waitFor({ state: 'detached' });
  }

  group(name: string): Locator {
    return this.groupPage.locator('[data-testid^="program-group-"]:not([data-testid$="-page"])', { hasText: name });
  }

  async groupNames(): Promise<string[]> {
    await this.loaded(this.groupPage);
    return (await this.groupPage.locator('sl-checkbox').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
  }

  async selectGroup(name: string): Promise<void> {
    await this.loaded(this.groupPage);
    const group = this.group(name);
    if ((await group.getAttribute('data-checked')) !== 'true') await group.locator('sl-checkbox').click();
    await this.groupPage.locator('[data-checked="true"]', { hasText: name }).waitFor();
  }

  // --- program list -----------------------------------------------------------------------------------------

  get listPage(): Locator {
    return this.enquiry.testId('program-list-page');
  }

  /** A child's accordion, found by the child's name in its summary. */
  childList(childName: string): Locator {
    return this.listPage.locator('[data-testid^="programs-child-"]', { hasText: `Programs for ${childName}` });
  }

  card(childName: string, programName: string): Locator {
    return this.childList(childName)
      .locator('[data-testid^="program-card-"][data-chosen]')
      .filter({ hasText: programName });
  }

  async programNames(childName: string): Promise<string[]> {
    await this.loaded(this.listPage);
    const cards = this.childList(childName).locator('[data-testid^="program-card-"][data-chosen]');
    const names = cards.locator('.cc-programs__card-name, sl-checkbox[data-testid="program-card-open"]');
    return (await names.allInnerTexts()).map((t) => t.trim());
  }

  async availabilityBadge(childName: string, programName: string): Promise<string | null> {
    const badge = this.card(childName, programName).locator('[data-testid="program-badge-availability"]');
    return (await badge.count()) > 0 ? badge.getAttribute('data-badge') : null;
  }

  /**
   * Opens the program modal from a child's card (a button on desktop, a checkbox card on phones). The flexible
   * scheduling notice comes first the first time a flexible program is opened; it is read and closed.
   */
  async openProgram(
    childName: string,
    programName: string,
    options: { onNotice?(): Promise<void> } = {},
  ): Promise<ProgramModalPart> {
    await this.loaded(this.listPage);
    const open = this.card(childName, programName).locator('[data-testid="program-card-open"]');
    // On phones the card's checkbox spans the row; a tap lands on its box, as a thumb would.
    const isCheckbox = await open.evaluate((element) => element.localName === 'sl-checkbox');
    await (isCheckbox ? open.locator('[part~="control"]') : open).click();
    const modal = new ProgramModalPart(this.enquiry);
    const flex = this.enquiry.root.locator('[data-testid="flex-policy-dialog"][open]');
    await modal.dialog.or(flex).first().waitFor();
    if ((await flex.count()) > 0) {
      await options.onNotice?.();
      await flex.locator('[data-testid="flex-policy-close"]').click();
      await flex.waitFor({ state: 'detached' });
    }
    await modal.dialog.waitFor();
    await modal.dialog.locator('[part~="panel"]').waitFor();
    return modal;
  }

  /** The schedule line a card shows for a child ("Leo Smith: Mon, Tue, starting 01-05-2027"). */
  async cardSchedules(childName: string, programName: string): Promise<string[]> {
    const lines = this.card(childName, programName).locator('[data-testid="program-card-schedules"] li');
    return (await lines.allInnerTexts()).map((t) => t.trim());
  }

  get consent(): Locator {
    return this.enquiry.testId('cwa-consent');
  }

  async giveConsent(): Promise<void> {
    await giveConsent(this.consent);
  }
}

/** The open program modal. */
export class ProgramModalPart {
  constructor(private readonly enquiry: EnquiryPage) {}

  get dialog(): Locator {
    return this.enquiry.root.locator('[data-testid="program-modal"][open]');
  }

  async title(): Promise<string> {
    return (await this.dialog.getAttribute('label')) ?? '';
  }

  childCard(name: string): Locator {
    return this.dialog.locator('[data-testid^="program-modal-child-"]:not([data-testid$="-age"])', {
      hasText: name,
    });
  }

  async tickChild(name: string, on = true): Promise<void> {
    const card = this.childCard(name);
    const ticked = (await card.getAttribute('checked')) !== null;
    if (ticked !== on) await card.locator('[part~="control"]').click();
  }

  async setDifferentSchedules(on: boolean): Promise<void> {
    const toggle = this.dialog.locator('[data-testid="program-modal-different"]');
    const current = (await toggle.getAttribute('checked')) !== null;
    if (current !== on) await toggle.locator('[part~="control"]').click();
  }

  /** The schedule section for one child ("Schedule for Leo Smith") or the shared one. */
  schedule(childName?: string): ScheduleSelectorPart {
    const section = childName
      ? this.dialog.locator('[data-testid^="program-modal-schedule-"]:not([data-testid$="-shared"])', {
          has: this.enquiry.page.locator('h3', { hasText: `Schedule for ${childName}` }),
        })
      : this.dialog.locator('[data-testid="program-modal-schedule-shared"]');
    return new ScheduleSelectorPart(section);
  }

  /** The Select / Update / Deselect button of a schedule section. */
  action(childName?: string): Locator {
    return this.schedule(childName).scope.locator('[data-testid="program-modal-action"]');
  }

  async save(): Promise<void> {
    await this.dialog.locator('[data-testid="program-modal-save"]').click();
    await this.enquiry.testId('program-modal').waitFor({ state: 'detached' });
  }

  async errors(): Promise<string[]> {
    return (await this.dialog.locator('[data-field-error]').allInnerTexts()).map((t) => t.trim());
  }
}
