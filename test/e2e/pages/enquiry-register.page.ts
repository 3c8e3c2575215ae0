// The parent's details (Register step) and the children list (Children step, or the Register step of the
// offer-enrolment flow). Fields are found by their data-testid hooks and typed into like a parent would.
import type { Locator } from 'playwright-core';
import { dateIn, typeDate } from '../support/dates';
import type { ChildFixture, ParentFixture } from '../support/fixtures';
import type { EnquiryPage } from './enquiry.page';

/** Shoelace inputs keep the real <input> in their own shadow root. */
const inner = (field: Locator) => field.locator('input');

export class EnquiryRegisterPage {
  constructor(private readonly enquiry: EnquiryPage) {}

  private field(name: string): Locator {
    return this.enquiry.testId(`cc-field-${name}`);
  }

  async fillParent(parent: ParentFixture, options: { subsidy?: boolean } = {}): Promise<void> {
    await this.enquiry.testId('register-page').waitFor();
    await this.type('firstName', parent.firstName);
    await this.type('lastName', parent.lastName);
    await this.type('email', parent.email);
    await this.type('phoneNumber-number', parent.phone);
    await this.field('phoneNumber-type').selectOption(parent.phoneType);
    if (options.subsidy !== undefined) await this.answerSubsidy(options.subsidy);
  }

  async type(name: string, value: string): Promise<void> {
    const input = inner(this.field(name));
    await input.fill(value);
    // Leaving the field is what marks it touched, as it would for a parent tabbing on.
    await input.blur();
  }

  async value(name: string): Promise<string> {
    return inner(this.field(name)).inputValue();
  }

  async phoneType(): Promise<string> {
    return this.field('phoneNumber-type').inputValue();
  }

  async answerSubsidy(yes: boolean): Promise<void> {
    await this.field(`familyReceivesSubsidy-${yes ? 0 : 1}`).click();
  }

  async subsidyAnswer(): Promise<boolean | undefined> {
    const checked = this.field('familyReceivesSubsidy').locator('sl-radio[aria-checked="true"]');
    if ((await checked.count()) === 0) return undefined;
    return (await checked.getAttribute('data-testid'))?.endsWith('-0') ?? undefined;
  }

  // --- children -----------------------------------------------------------------------------------------------

  async childCount(): Promise<number> {
    return this.enquiry.testId('child-entry').count();
  }

  async addChild(): Promise<void> {
    const before = await this.childCount();
    await this.enquiry.testId('add-child').click();
    await this.enquiry.testId('child-entry').nth(before).waitFor();
  }

  /** Fills child `index` (0-based); the list starts with one empty entry, more are added on the way. */
  async fillChild(index: number, child: ChildFixture): Promise<void> {
    // The list renders with its entries and the add button at once (a lazily loaded part): counting before it is
    // there would find no entry and add one too many.
    await this.enquiry.testId('add-child').waitFor();
    while ((await this.childCount()) <= index) await this.addChild();
    await inner(this.enquiry.testId(`child-${index}-first-name`)).fill(child.firstName);
    await inner(this.enquiry.testId(`child-${index}-last-name`)).fill(child.lastName);
    const dob = this.enquiry.testId(`child-${index}-dob`);
    await typeDate(dob, child.dateOfBirth);
    await dob.blur();
  }

  async fillChildren(children: readonly ChildFixture[]): Promise<void> {
    for (const [index, child] of children.entries()) await this.fillChild(index, child);
  }

  async childValues(index: number): Promise<ChildFixture> {
    return {
      firstName: await inner(this.enquiry.testId(`child-${index}-first-name`)).inputValue(),
      lastName: await inner(this.enquiry.testId(`child-${index}-last-name`)).inputValue(),
      dateOfBirth: await dateIn(this.enquiry.testId(`child-${index}-dob`)),
    };
  }
}
