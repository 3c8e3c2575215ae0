import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { act, useState } from 'react';
import type { FieldError, Region, ScheduleDraft } from '@cc/core';
import { found, settle, shadowRenderer } from '@cc/ui/testing';
import { ScheduleSelector, type ScheduleSelectorProps } from './ScheduleSelector';
import { programFixture } from './program.fixture';

const TODAY = '2030-03-01';
const renderer = shadowRenderer();
let latest: ScheduleDraft | undefined;

type HarnessProps = Omit<ScheduleSelectorProps, 'value' | 'onChange' | 'today' | 'idPrefix' | 'region'> & {
  region?: Region;
  initial: ScheduleDraft;
};

/** Holds the draft the way a step does, so the selector is tested as the controlled component it is. */
function Harness({ initial, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <ScheduleSelector
      region="US"
      today={TODAY}
      idPrefix="child-1-program-1"
      {...props}
      value={value}
      onChange={(draft) => {
        latest = draft;
        setValue(draft);
      }}
    />
  );
}

async function render(props: HarnessProps, region: Region = 'US'): Promise<ShadowRoot> {
  const shadow = await renderer.render(<Harness {...props} region={region} />, { region });
  await found(shadow, 'schedule-selector');
  await customElements.whenDefined('sl-switch');
  return shadow;
}

const dayButtons = (shadow: ShadowRoot, week = 'WEEK1') => [
  ...shadow.querySelectorAll<HTMLButtonElement>(`[data-testid="schedule-week-${week}"] button`),
];
const day = (shadow: ShadowRoot, name: string, week = 'WEEK1') =>
  shadow.querySelector<HTMLButtonElement>(
    `[data-testid="schedule-week-${week}"] [data-testid="schedule-day-${name}"]`,
  )!;
/** The hint a day button points at with aria-describedby. */
const hintOf = (shadow: ShadowRoot, button: HTMLButtonElement) =>
  shadow.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
const click = async (element: HTMLElement) => act(async () => element.click());
const weekly: ScheduleDraft = { cycleType: 'Weekly', days: [], startDate: '2030-03-04' };

describe('ScheduleSelector', () => {
  beforeEach(() => {
    latest = undefined;
  });
  afterEach(async () => {
    await renderer.cleanup();
  });

  it('offers Monday to Friday only, as toggle buttons named by the full day, under the spec hint', async () => {
    const program = programFixture({
      operatingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
    });
    const shadow = await render({ program, initial: weekly, selectedChildrenCount: 1 });
    const buttons = dayButtons(shadow);
    expect(buttons.map((button) => button.textContent)).to.deep.equal([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(shadow.querySelector('[data-testid="schedule-day-SATURDAY"]')).to.equal(null);
    expect(shadow.querySelector('[data-testid="schedule-day-SUNDAY"]')).to.equal(null);
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).to.equal(true);
    expect(shadow.querySelector('[data-testid="schedule-days-hint"]')?.textContent).to.equal(
      'Please select minimum of 1 day from below',
    );

    await click(day(shadow, 'WEDNESDAY'));
    expect(day(shadow, 'WEDNESDAY').getAttribute('aria-pressed')).to.equal('true');
    expect(latest?.days).to.deep.equal([{ dayOfWeek: 'WEDNESDAY', week: 'WEEK1' }]);
  });

  it("states the program's own day limits in the hint", async () => {
    const hint = async (minEnrolmentDays: number | null, maxEnrolmentDays: number | null) => {
      const program = programFixture({ minEnrolmentDays, maxEnrolmentDays });
      const shadow = await render({ program, initial: weekly, selectedChildrenCount: 1 });
      const text = shadow.querySelector('[data-testid="schedule-days-hint"]')?.textContent;
      await renderer.cleanup();
      return text;
    };
    expect(await hint(2, 5)).to.equal('Please select minimum of 2 days from below');
    expect(await hint(2, 3)).to.equal('Please select 2 to 3 days from below');
    expect(await hint(3, 3)).to.equal('Please select 3 days from below');
    expect(await hint(null, 1)).to.equal('Please select 1 day from below');
  });

  it('names each day button of a two-week schedule by its week', async () => {
    const biweekly: ScheduleDraft = { cycleType: 'Biweekly', days: [], startDate: '2030-03-04' };
    const shadow = await render({ program: programFixture(), initial: biweekly, selectedChildrenCount: 1 });
    const names = [...shadow.querySelectorAll<HTMLButtonElement>('button[data-testid^="schedule-day-"]')].map(
      (button) => button.getAttribute('aria-label'),
    );
    expect(names.slice(0, 2)).to.deep.equal(['Monday, week 1', 'Tuesday, week 1']);
    expect(names.slice(5, 7)).to.deep.equal(['Monday, week 2', 'Tuesday, week 2']);
    expect(new Set(names).size).to.equal(10);
  });

  it('disables the other days once the maximum is reached, and frees them when a day is taken off', async () => {
    const program = programFixture({ maxEnrolmentDays: 2 });
    const shadow = await render({ program, initial: weekly, selectedChildrenCount: 1 });
    await click(day(shadow, 'MONDAY'));
    await click(day(shadow, 'THURSDAY'));
    const disabled = () => dayButtons(shadow).map((button) => button.disabled);
    expect(disabled()).to.deep.equal([false, true, true, false, true]);
    await click(day(shadow, 'MONDAY'));
    expect(disabled()).to.deep.equal([false, false, false, false, false]);
    expect(latest?.days).to.deep.equal([{ dayOfWeek: 'THURSDAY', week: 'WEEK1' }]);
  });

  it('disables days the program does not run, and says so', async () => {
    const program = programFixture({ operatingDays: ['MONDAY', 'WEDNESDAY'] });
    const shadow = await render({ program, initial: weekly, selectedChildrenCount: 1 });
    expect(day(shadow, 'TUESDAY').disabled).to.equal(true);
    expect(hintOf(shadow, day(shadow, 'TUESDAY'))).to.equal('Not offered');
    expect(day(shadow, 'MONDAY').disabled).to.equal(false);
  });

  it('says "Low Availability" on a day with fewer places than children being enrolled, else "Available"', async () => {
    // Fixture places: Monday 4, Tuesday 1, Wednesday 0, Thursday 2, Friday 9.
    const hints = async (children: number) => {
      const shadow = await render({ program: programFixture(), initial: weekly, selectedChildrenCount: children });
      return dayButtons(shadow).map((button) => hintOf(shadow, button));
    };
    expect(await hints(2)).to.deep.equal([
      'Available',
      'Low Availability',
      'Low Availability',
      'Available',
      'Available',
    ]);
    expect(await hints(3)).to.deep.equal([
      'Available',
      'Low Availability',
      'Low Availability',
      'Low Availability',
      'Available',
    ]);
  });

  it('forces casual on for a casual-only program: the switch is on and disabled, and no days are asked', async () => {
    const program = programFixture({}, { enrollmentOptions: 'CASUALONLY' });
    const shadow = await render({ program, initial: weekly, selectedChildrenCount: 1 });
    await settle(() => latest?.cycleType === 'Casual', 'the draft was never switched to Casual');
    const toggle = shadow.querySelector('[data-testid="schedule-casual"]') as HTMLElement & {
      checked: boolean;
      disabled: boolean;
    };
    expect(toggle.checked).to.equal(true);
    expect(toggle.disabled).to.equal(true);
    expect(toggle.textContent).to.contain('Casual care');
    expect(shadow.querySelector('[data-testid="schedule-week-WEEK1"]')).to.equal(null);
  });

  it('switches the cycle type with the casual toggle, hiding and showing the days', async () => {
    const shadow = await render({ program: programFixture(), initial: weekly, selectedChildrenCount: 1 });
    await click(day(shadow, 'MONDAY'));
    const toggle = shadow.querySelector('[data-testid="schedule-casual"]') as HTMLElement & { checked: boolean };
    await click(toggle);
    expect(latest).to.deep.equal({ cycleType: 'Casual', days: [], startDate: '2030-03-04' });
    expect(shadow.querySelector('[data-testid="schedule-week-WEEK1"]')).to.equal(null);
    await click(toggle);
    expect(latest?.cycleType).to.equal('Weekly');
    expect(dayButtons(shadow)).to.have.length(5);
  });

  it('hides the schedule-type choice when only weekly is allowed (permanent-only outside the US)', async () => {
    const program = programFixture({}, { enrollmentOptions: 'PERMANENTONLY' });
    const shadow = await render({ program, initial: weekly, selectedChildrenCount: 1 }, 'AU');
    expect(shadow.querySelector('[data-testid="schedule-casual"]')).to.equal(null);
    expect(shadow.querySelector('[data-testid="schedule-biweekly"]')).to.equal(null);
  });

  it("offers no casual care where the centre takes no casual bookings, whatever the program's row says", async () => {
    // Cherry Creek's Toddler Room: the row is permanent and casual, the centre permanent only; the server refuses casual.
    const program = programFixture(
      {},
      { enrollmentOptions: 'PERMANENTANDCASUAL', centerEnrollmentOption: 'PERMANENTONLY' },
    );
    const shadow = await render({ program, initial: { ...weekly, cycleType: 'Casual' }, selectedChildrenCount: 1 });
    await settle(() => latest?.cycleType === 'Weekly', 'a casual draft was never turned back to Weekly');
    expect(shadow.querySelector('[data-testid="schedule-casual"]')).to.equal(null);
    expect(shadow.querySelector('[data-testid="schedule-biweekly"]')).to.not.equal(null);
    expect(dayButtons(shadow)).to.have.length(5);
  });

  it('lets a US new family choose biweekly, with a second week of days', async () => {
    const shadow = await render({ program: programFixture(), initial: weekly, selectedChildrenCount: 1 });
    const toggle = shadow.querySelector('[data-testid="schedule-biweekly"]') as HTMLElement;
    expect(toggle.textContent).to.contain('Biweekly schedule');
    await click(toggle);
    expect(latest?.cycleType).to.equal('Biweekly');
    await click(day(shadow, 'FRIDAY', 'WEEK2'));
    expect(latest?.days).to.deep.equal([{ dayOfWeek: 'FRIDAY', week: 'WEEK2' }]);
    await click(toggle);
    expect(latest).to.deep.equal({ cycleType: 'Weekly', days: [], startDate: '2030-03-04' });
    expect(shadow.querySelector('[data-testid="schedule-week-WEEK2"]')).to.equal(null);
  });

  it('fixes the start date to the first day of a program that starts in the future', async () => {
    const program = programFixture({ startDate: '2030-09-02' });
    const shadow = await render(
      { program, initial: { cycleType: 'Weekly', days: [] }, selectedChildrenCount: 1 },
      'AU',
    );
    await settle(() => latest?.startDate === '2030-09-02', 'the fixed start date was never written');
    const input = shadow.querySelector<HTMLInputElement>('[data-testid="schedule-start-date"]')!;
    // In the region's order: day first in Australia.
    expect(input.value).to.equal('02-09-2030');
    expect(input.readOnly).to.equal(true);
    expect(shadow.querySelector('[data-testid="schedule-start-date-fixed"]')?.textContent).to.equal(
      'This program starts on 02-09-2030, so your start date is fixed.',
    );
  });

  it('bounds the start date by today and the program end when the program is running', async () => {
    const program = programFixture({ startDate: '2030-01-07', endDate: '2030-12-20' });
    const shadow = await render({ program, initial: weekly, selectedChildrenCount: 1 });
    const input = shadow.querySelector<HTMLInputElement>('[data-testid="schedule-start-date"]')!;
    expect(input.readOnly).to.equal(false);
    // The calendar offers only the days the rule allows.
    const picker = shadow.querySelector<HTMLInputElement>('.cc-date-input__picker')!;
    expect([picker.min, picker.max]).to.deep.equal([TODAY, '2030-12-20']);
    // Typed month first in the US, kept as YYYY-MM-DD.
    await act(async () => {
      input.focus();
      input.select();
    });
    await act(async () => sendKeys({ type: '03152030' }));
    expect(input.value).to.equal('03-15-2030');
    await settle(() => latest?.startDate === '2030-03-15', 'the typed start date was never written');
  });

  it('shows the errors it is given, tied to their controls', async () => {
    const errors: FieldError[] = [
      { path: 'children.0.programSchedules.0.startDate', key: 'schedule-start-date-before-today' },
      {
        path: 'children.0.programSchedules.0.days',
        key: 'child-schedule-minimum-selection',
        values: { min: 2, max: 3 },
      },
    ];
    const shadow = await render({
      program: programFixture(),
      initial: weekly,
      selectedChildrenCount: 1,
      errors,
    });
    const messages = [...shadow.querySelectorAll('[data-field-error]')].map((node) => node.textContent);
    expect(messages).to.deep.equal([
      'The start date cannot be earlier than today.',
      'Please select between 2 and 3 days.',
    ]);
    const input = shadow.querySelector('[data-testid="schedule-start-date"]')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(shadow.getElementById(describedBy)?.textContent).to.equal('The start date cannot be earlier than today.');
    const group = shadow.querySelector('[role="group"]')!;
    expect(group.getAttribute('aria-invalid')).to.equal('true');
    expect(group.getAttribute('aria-describedby')).to.contain('child-1-program-1-days-error');
  });

  it('below 768px shows short day names but still reads out the full name', async () => {
    await act(() => setViewport({ width: 375, height: 800 }));
    try {
      const shadow = await render({ program: programFixture(), initial: weekly, selectedChildrenCount: 1 });
      const monday = day(shadow, 'MONDAY');
      expect(monday.querySelector('[aria-hidden="true"]')?.textContent).to.equal('Mon');
      expect(monday.querySelector('.cc-visually-hidden')?.textContent).to.equal('Monday');
    } finally {
      await act(() => setViewport({ width: 1280, height: 800 }));
    }
  });
});
