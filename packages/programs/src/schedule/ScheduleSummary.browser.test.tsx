import { expect } from '@open-wc/testing';
import { act, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { Region, ScheduleDay, Weekday } from '@cc/core';
import { ShowErrorsContext, toFormErrors } from '@cc/ui';
import { shadowRenderer } from '@cc/ui/testing';
import type { ProgramScheduleValues } from '../values';
import { CwaConsentField } from './CwaConsentField';
import { ScheduleSummary } from './ScheduleSummary';
import { programFixture } from './program.fixture';

const renderer = shadowRenderer();
const render = (node: ReactNode, region: Region = 'US') => renderer.render(node, { region });

const dailyProgram = programFixture({ id: 'daily', programName: 'Toddlers' }, { feeAmount: 8000, feeType: 'Daily' });
const weeklyProgram = programFixture(
  { id: 'weekly', programName: 'Preschool' },
  { feeAmount: 30000, feeType: 'Weekly' },
);
const programs = [dailyProgram, weeklyProgram];

const days = (week: 'WEEK1' | 'WEEK2', ...names: Weekday[]): ScheduleDay[] =>
  names.map((dayOfWeek) => ({ dayOfWeek, week }));

const schedule = (
  program: typeof dailyProgram,
  cycleType: ProgramScheduleValues['cycleType'],
  chosen: ScheduleDay[],
): ProgramScheduleValues => ({
  programId: program.id,
  programName: program.programName,
  careType: 'LDC',
  availablePlaces: 3,
  cycleType,
  days: chosen,
  startDate: '2030-04-01',
});

/** Each body row as text cells: the row head, then M..F as "✓ amount" or "". */
function rows(shadow: ShadowRoot): string[][] {
  return [...shadow.querySelectorAll('tbody tr')].map((row) =>
    [...row.children].map((cell) => {
      const tick = cell.querySelector('.cc-summary__tick') ? '✓' : '';
      const estimate = cell.querySelector('[data-testid="summary-estimate"]')?.textContent ?? '';
      return cell.tagName === 'TH' || cell.getAttribute('colspan')
        ? (cell.textContent ?? '')
        : `${tick} ${estimate}`.trim();
    }),
  );
}

const text = (shadow: ShadowRoot, testId: string) =>
  shadow.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

describe('ScheduleSummary', () => {
  afterEach(async () => {
    await renderer.cleanup();
  });

  it('is a captioned table of M T W TH F with enrolled days and per-day estimates, and a weekly total', async () => {
    const shadow = await render(
      <ScheduleSummary
        childName="Ava Lee"
        schedules={[
          schedule(dailyProgram, 'Weekly', days('WEEK1', 'MONDAY', 'WEDNESDAY')),
          schedule(weeklyProgram, 'Weekly', days('WEEK1', 'TUESDAY', 'THURSDAY', 'FRIDAY')),
        ]}
        programs={programs}
        currency="USD"
        region="US"
      />,
    );
    expect(shadow.querySelector('caption')?.textContent).to.equal('Schedule summary for Ava Lee');
    expect([...shadow.querySelectorAll('thead th')].map((th) => th.textContent)).to.deep.equal([
      'Program',
      'M',
      'T',
      'W',
      'TH',
      'F',
    ]);
    expect(shadow.querySelector('thead abbr')?.getAttribute('title')).to.equal('Monday');
    expect(rows(shadow)).to.deep.equal([
      ['Toddlers', '✓ $80.00', '', '✓ $80.00', '', ''],
      ['Preschool', '', '✓ $100.00', '', '✓ $100.00', '✓ $100.00'],
    ]);
    expect(text(shadow, 'summary-total')).to.equal('Weekly estimate$460.00');
    expect(text(shadow, 'summary-fee-tip')).to.equal('Estimates only. The center confirms fees in your offer.');
  });

  it('prices casual care "from amount per session" and then shows no weekly total', async () => {
    const shadow = await render(
      <ScheduleSummary
        childName="Ava Lee"
        schedules={[schedule(dailyProgram, 'Casual', []), schedule(weeklyProgram, 'Weekly', days('WEEK1', 'MONDAY'))]}
        programs={programs}
        currency="AUD"
        region="AU"
      />,
      'AU',
    );
    expect(text(shadow, 'summary-casual')).to.equal('casual care · from $80.00 per session');
    expect(shadow.querySelector('[data-testid="summary-total"]')).to.equal(null);
    expect(text(shadow, 'summary-fee-tip')).to.equal('Estimates only. The centre confirms fees in your offer.');
  });

  it('labels a biweekly total (fortnightly in AU), counting a weekly schedule twice, with a row per week', async () => {
    const schedules = [
      schedule(dailyProgram, 'Biweekly', [...days('WEEK1', 'MONDAY', 'TUESDAY'), ...days('WEEK2', 'FRIDAY')]),
      schedule(weeklyProgram, 'Weekly', days('WEEK1', 'MONDAY')),
    ];
    let shadow = await render(
      <ScheduleSummary childName="Ava Lee" schedules={schedules} programs={programs} currency="USD" region="US" />,
    );
    expect(rows(shadow)).to.deep.equal([
      ['Toddlers', '✓ $80.00', '✓ $80.00', '', '', ''],
      ['Toddlers (week 2)', '', '', '', '', '✓ $80.00'],
      ['Preschool', '✓ $300.00', '', '', '', ''],
    ]);
    expect(text(shadow, 'summary-total')).to.equal('Biweekly estimate$840.00');

    shadow = await render(
      <ScheduleSummary childName="Ava Lee" schedules={schedules} programs={programs} currency="AUD" region="AU" />,
      'AU',
    );
    expect(text(shadow, 'summary-total')).to.equal('Fortnightly estimate$840.00');
  });
});

describe('CwaConsentField', () => {
  afterEach(async () => {
    await renderer.cleanup();
  });

  const validate = (values: { cwaConsent?: boolean }) =>
    toFormErrors(values.cwaConsent ? [] : [{ path: 'cwaConsent', key: 'required' }]);

  async function renderConsent(region: Region, showErrors: boolean) {
    let latest: { cwaConsent?: boolean } = {};
    const shadow = await render(
      <ShowErrorsContext.Provider value={showErrors}>
        <Form<{ cwaConsent?: boolean }>
          onSubmit={() => undefined}
          initialValues={{ cwaConsent: false }}
          validate={validate}
        >
          {({ values }) => {
            latest = values;
            return <CwaConsentField region={region} />;
          }}
        </Form>
      </ShowErrorsContext.Provider>,
      region,
    );
    await customElements.whenDefined('sl-checkbox');
    return { shadow, values: () => latest };
  }

  it('is the care agreement consent, worded per region, bound to values.cwaConsent', async () => {
    const { shadow, values } = await renderConsent('AU', false);
    const box = shadow.querySelector('[data-testid="cwa-consent"]') as HTMLElement;
    expect(box.textContent).to.contain('I agree to the complying written agreement');
    expect(shadow.querySelector('[data-field-error]')).to.equal(null);
    await act(async () => box.click());
    expect(values().cwaConsent).to.equal(true);

    const us = await renderConsent('US', false);
    expect(us.shadow.querySelector('[data-testid="cwa-consent"]')?.textContent).to.contain(
      'I agree to the care provider agreement',
    );
  });

  it('shows the required message once errors are shown, and clears it when ticked', async () => {
    const { shadow } = await renderConsent('US', true);
    expect(shadow.querySelector('[data-field-error]')?.getAttribute('data-field-error')).to.equal('required');
    await act(async () => (shadow.querySelector('[data-testid="cwa-consent"]') as HTMLElement).click());
    expect(shadow.querySelector('[data-field-error]')).to.equal(null);
  });
});
