// Schedules: the ScheduleSelector (start date, Monday-Friday day buttons, casual toggle) wherever it appears, and
// the offer-enrolment flow's Schedule step (one page per child: program cards to tick, summary and consent on the
// last child's page).
import type { Locator } from 'playwright-core';
import { dateIn, typeDate } from '../support/dates';
import type { EnquiryPage } from './enquiry.page';

export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY';

/** One ScheduleSelector, inside whatever holds it (a program card, a section of the program modal). */
export class ScheduleSelectorPart {
  constructor(readonly scope: Locator) {}

  get selector(): Locator {
    return this.scope.locator('[data-testid="schedule-selector"]');
  }

  day(day: Weekday): Locator {
    return this.selector.locator(`[data-testid="schedule-day-${day}"]`);
  }

  /** Presses the day buttons not pressed yet; leaves other days as they are. */
  async pickDays(days: readonly Weekday[]): Promise<void> {
    for (const day of days) {
      const button = this.day(day);
      if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
    }
  }

  async selectedDays(): Promise<Weekday[]> {
    const pressed = this.selector.locator('[data-testid^="schedule-day-"][aria-pressed="true"]');
    const ids = await pressed.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid') ?? ''));
    return ids.map((id) => id.replace('schedule-day-', '') as Weekday);
  }

  /** The availability line under each day, as shown. */
  async dayHints(): Promise<string[]> {
    return (await this.selector.locator('[data-testid="schedule-day-hint"]').allInnerTexts()).map((t) => t.trim());
  }

  get startDate(): Locator {
    return this.selector.locator('[data-testid="schedule-start-date"]');
  }

  async setStartDate(date: string): Promise<void> {
    await typeDate(this.startDate, date);
  }

  /** The start date shown, as YYYY-MM-DD. */
  async startDateValue(): Promise<string> {
    return dateIn(this.startDate);
  }

  get casualSwitch(): Locator {
    return this.selector.locator('[data-testid="schedule-casual"]');
  }

  async isCasual(): Promise<boolean> {
    const toggle = this.casualSwitch;
    if ((await toggle.count()) === 0) return false;
    return (await toggle.getAttribute('checked')) !== null;
  }

  /** Whether the day buttons are there at all (a casual schedule has none). */
  async showsDays(): Promise<boolean> {
    return (await this.selector.locator('[data-testid^="schedule-day-"]').count()) > 0;
  }
}

/** The offer-enrolment flow's per-child page. */
export class EnquiryChildSchedulePage {
  constructor(private readonly enquiry: EnquiryPage) {}

  get section(): Locator {
    return this.enquiry.testId('child-schedule-page');
  }

  async heading(): Promise<string> {
    return (await this.section.locator('h2').first().innerText()).trim();
  }

  /** "Child n of total" above a page of a step with one page per child. */
  async pageOf(): Promise<string> {
    return (await this.enquiry.testId('wizard-page-of').innerText()).trim();
  }

  async waitForPrograms(): Promise<void> {
    await this.section.waitFor();
    await this.enquiry.testId('schedule-programs-loading').waitFor({ state: 'detached' });
  }

  /** The program names offered to this child. */
  async programNames(): Promise<string[]> {
    await this.waitForPrograms();
    const labels = this.section.locator('[data-testid="schedule-program-card"] .cc-choice__name');
    return (await labels.allInnerTexts()).map((t) => t.trim());
  }

  card(programName: string): Locator {
    return this.section
      .locator('[data-testid="schedule-program-card"]')
      .filter({ has: this.enquiry.page.locator('.cc-choice__name', { hasText: programName }) });
  }

  /** Ticks a program for this child and gives its schedule selector. */
  async choose(programName: string): Promise<ScheduleSelectorPart> {
    await this.waitForPrograms();
    const card = this.card(programName);
    const box = card.locator('[data-testid="schedule-program-choose"]');
    if (!(await box.isChecked())) await box.check();
    const part = new ScheduleSelectorPart(card);
    await part.selector.waitFor();
    return part;
  }

  async isWaitlistOnly(programName: string): Promise<boolean> {
    return (await this.card(programName).locator('[data-testid="schedule-program-waitlist"]').count()) > 0;
  }

  get consent(): Locator {
    return this.enquiry.testId('cwa-consent');
  }

  async giveConsent(): Promise<void> {
    await giveConsent(this.consent);
  }

  /** Rows of the summary on the last child's page: child caption and program row texts. */
  async summaryText(): Promise<string> {
    return (await this.enquiry.testId('schedule-summary').allInnerTexts()).join('\n');
  }
}

/** Ticks the care agreement consent (an sl-checkbox) unless it is ticked already. */
export async function giveConsent(consent: Locator): Promise<void> {
  await consent.scrollIntoViewIfNeeded();
  // The box itself (Shoelace's control part): the host also holds the help text, which is no part of the label.
  if ((await consent.getAttribute('checked')) === null) await consent.locator('[part~="control"]').click();
  await consent.locator('input:checked').waitFor({ state: 'attached' });
}
