import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { act } from 'react';
import { Form, FormSpy } from 'react-final-form';
import type { EnrollmentOption, ScheduleDay, Weekday } from '@cc/core';
import { byTestId, found, settle, shadowRenderer } from '@cc/ui/testing';
import type { ChildValues, ProgramChoiceValues, ProgramScheduleValues } from '../values';
import type { ChildProgram } from '../schedule/childPrograms';
import { programFixture } from '../schedule/program.fixture';
import { ProgramModal } from './ProgramModal';

const TODAY = '2030-03-01';
// Starts in the future, so the start date is fixed and every schedule is complete once it has days.
const START = '2030-04-08';

const renderer = shadowRenderer();
let latest: ProgramChoiceValues | undefined;
let closed = 0;

interface ProgramOptions {
  enrollmentOptions?: EnrollmentOption;
  applicationFeeAmount?: number;
  minEnrolmentDays?: number | null;
  maxEnrolmentDays?: number | null;
}

const programsFor =
  (options: ProgramOptions = {}) =>
  (childKey: string): ChildProgram[] => [
    programFixture(
      {
        id: 'p1',
        childKey,
        programName: 'Joeys',
        startDate: START,
        minEnrolmentDays: options.minEnrolmentDays ?? null,
        maxEnrolmentDays: options.maxEnrolmentDays ?? null,
      },
      {
        enrollmentOptions: options.enrollmentOptions ?? 'PERMANENTONLY',
        applicationFeeAmount: options.applicationFeeAmount ?? 5000,
      },
    ),
  ];

const days = (...names: Weekday[]): ScheduleDay[] => names.map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' }));

const schedule = (...names: Weekday[]): ProgramScheduleValues => ({
  programId: 'p1',
  programName: 'Joeys',
  className: 'Room 1',
  careType: 'LDC',
  feeId: 'f0000000-0000-4000-8000-000000000001',
  availablePlaces: 5,
  cycleType: 'Weekly',
  days: days(...names),
  startDate: START,
});

const child = (key: string, firstName: string, ...schedules: ProgramScheduleValues[]): ChildValues => ({
  key,
  firstName,
  lastName: 'Lee',
  dateOfBirth: '2027-05-20',
  programSchedules: schedules,
});

function values(children: ChildValues[]): ProgramChoiceValues {
  return {
    businessId: 'b1',
    children,
    selectedProgramGroup: [],
    cwaConsent: false,
  };
}

async function open(
  initial: ProgramChoiceValues,
  options: ProgramOptions = {},
  openedFor = 'ava',
): Promise<ShadowRoot> {
  latest = initial;
  const shadow = await renderer.render(
    <Form<ProgramChoiceValues>
      onSubmit={() => undefined}
      initialValues={initial}
      subscription={{}}
      render={() => (
        <>
          <ProgramModal
            programId="p1"
            openedFor={openedFor}
            programsFor={programsFor(options)}
            region="US"
            today={TODAY}
            showApplicationFee
            onClosed={() => (closed += 1)}
          />
          <FormSpy<ProgramChoiceValues> subscription={{ values: true }} onChange={(state) => (latest = state.values)} />
        </>
      )}
    />,
  );
  await found(shadow, 'program-modal');
  await customElements.whenDefined('sl-dialog');
  return shadow;
}

const all = (shadow: ShadowRoot, testId: string) => [
  ...shadow.querySelectorAll<HTMLElement>(`[data-testid="${testId}"]`),
];
const click = async (element: HTMLElement | null) => {
  expect(element, 'element to click').to.not.equal(null);
  await act(async () => (element as HTMLElement).click());
};
const dayIn = (scope: ParentNode, name: Weekday) =>
  scope.querySelector<HTMLElement>(`[data-testid="schedule-day-${name}"]`);
const action = (shadow: ShadowRoot, index = 0) => all(shadow, 'program-modal-action')[index] ?? null;
const savedDays = (key: string) =>
  latest?.children
    .find((entry) => entry.key === key)
    ?.programSchedules.find((entry) => entry.programId === 'p1')
    ?.days.map((day) => day.dayOfWeek);

describe('ProgramModal', () => {
  beforeEach(() => {
    closed = 0;
  });
  afterEach(async () => {
    await renderer.cleanup();
  });

  it('has no application fee row, not "$0.00", for a program without one (a centre with such fees off)', async () => {
    const shadow = await open(values([child('ava', 'Ava')]), { applicationFeeAmount: 0 });
    expect(byTestId(shadow, 'program-details-fee')).to.equal(null);
    expect(byTestId(shadow, 'program-details')?.textContent).to.not.match(/application fee|\$/i);
    expect(byTestId(shadow, 'program-details-days')?.textContent).to.equal('Mon, Tue, Wed, Thu, Fri');
  });

  it('is a dialog labelled by the program name, with the details table and the child opened for ticked', async () => {
    const shadow = await open(values([child('ava', 'Ava'), child('ben', 'Ben')]));
    expect(byTestId(shadow, 'program-modal')?.getAttribute('label')).to.equal('Joeys');
    expect(byTestId(shadow, 'program-details-fee')?.textContent).to.equal('$50.00 per place');
    expect(byTestId(shadow, 'program-details-days')?.textContent).to.equal('Mon, Tue, Wed, Thu, Fri');
    expect(byTestId(shadow, 'program-details-start')?.textContent).to.equal('04-08-2030');
    expect(byTestId(shadow, 'program-details-end')?.textContent).to.equal('12-20-2030');
    const ava = byTestId(shadow, 'program-modal-child-ava') as HTMLElement & { checked: boolean };
    const ben = byTestId(shadow, 'program-modal-child-ben') as HTMLElement & { checked: boolean };
    expect(ava.checked).to.equal(true);
    expect(ben.checked).to.equal(false);
    expect(ava.textContent).to.contain('Ava Lee').and.contain('Born 05-20-2027').and.contain('2 years 9 months old');
    expect(byTestId(shadow, 'program-modal-different'), 'no toggle for one child').to.equal(null);
  });

  it('is axe-clean with two children on different schedules and an error showing', async () => {
    const shadow = await open(
      values([child('ava', 'Ava', schedule('MONDAY')), child('ben', 'Ben', schedule('FRIDAY'))]),
      {
        minEnrolmentDays: 2,
      },
    );
    await click(byTestId(shadow, 'program-modal-save'));
    expect(shadow.querySelector('[data-field-error]')).to.not.equal(null);
    await expect(document.querySelector('[data-testid="shadow-scope"]')).to.be.accessible();
  });

  it('Select saves the schedule in the form, Update appears once the days change, Deselect removes it', async () => {
    const shadow = await open(values([child('ava', 'Ava')]));
    expect(action(shadow)?.dataset.action).to.equal('select');
    expect(action(shadow)?.textContent).to.equal('Select');
    await click(dayIn(shadow, 'MONDAY'));
    expect(savedDays('ava'), 'nothing saved before Select').to.equal(undefined);
    await click(action(shadow));
    expect(savedDays('ava')).to.deep.equal(['MONDAY']);
    expect(action(shadow)?.textContent).to.equal('Deselect');

    await click(dayIn(shadow, 'TUESDAY'));
    expect(action(shadow)?.textContent).to.equal('Update');
    expect(savedDays('ava'), 'an edit is not saved until Update').to.deep.equal(['MONDAY']);
    await click(action(shadow));
    expect(savedDays('ava')).to.deep.equal(['MONDAY', 'TUESDAY']);
    expect(action(shadow)?.textContent).to.equal('Deselect');

    await click(action(shadow));
    expect(savedDays('ava')).to.equal(undefined);
    expect((byTestId(shadow, 'program-modal-child-ava') as HTMLElement & { checked: boolean }).checked).to.equal(false);
  });

  it('closing without choosing puts back the saved schedule and drops one never selected', async () => {
    const shadow = await open(values([child('ava', 'Ava', schedule('MONDAY')), child('ben', 'Ben')]));
    await click(byTestId(shadow, 'program-modal-child-ben'));
    await click(byTestId(shadow, 'program-modal-different'));
    const avaSchedule = byTestId(shadow, 'program-modal-schedule-ava') as HTMLElement;
    const benSchedule = byTestId(shadow, 'program-modal-schedule-ben') as HTMLElement;
    await click(dayIn(avaSchedule, 'WEDNESDAY'));
    await click(dayIn(benSchedule, 'THURSDAY'));
    expect(avaSchedule.querySelector('[data-testid="program-modal-action"]')?.textContent).to.equal('Update');
    await click(byTestId(shadow, 'program-modal-cancel'));
    expect(savedDays('ava')).to.deep.equal(['MONDAY']);
    expect(savedDays('ben')).to.equal(undefined);
    await settle(() => closed === 1, 'the modal never reported it had closed');

    // Opened again, the modal shows the snapshot as saved.
    await renderer.cleanup();
    const again = await open(latest as ProgramChoiceValues);
    expect(dayIn(again, 'MONDAY')?.getAttribute('aria-pressed')).to.equal('true');
    expect(dayIn(again, 'WEDNESDAY')?.getAttribute('aria-pressed')).to.equal('false');
    expect(action(again)?.textContent).to.equal('Deselect');
  });

  it('different schedules: one selector per child when on; turning it off gives everyone the first schedule', async () => {
    const shadow = await open(
      values([child('ava', 'Ava', schedule('MONDAY')), child('ben', 'Ben', schedule('TUESDAY', 'THURSDAY'))]),
    );
    const toggle = byTestId(shadow, 'program-modal-different') as HTMLElement & { checked: boolean };
    expect(toggle.textContent).to.equal('Different schedules for each child');
    expect(toggle.checked, 'two different saved schedules open with the toggle on').to.equal(true);
    expect(all(shadow, 'schedule-selector')).to.have.length(2);

    await click(toggle);
    expect(all(shadow, 'schedule-selector')).to.have.length(1);
    const shared = byTestId(shadow, 'program-modal-schedule-shared') as HTMLElement;
    expect(shared.querySelector('h3')?.textContent).to.equal('Schedule for Ava Lee and Ben Lee');
    expect(dayIn(shared, 'MONDAY')?.getAttribute('aria-pressed')).to.equal('true');
    expect(dayIn(shared, 'TUESDAY')?.getAttribute('aria-pressed')).to.equal('false');

    await click(dayIn(shared, 'FRIDAY'));
    await click(byTestId(shadow, 'program-modal-save'));
    expect(savedDays('ava')).to.deep.equal(['MONDAY', 'FRIDAY']);
    expect(savedDays('ben')).to.deep.equal(['MONDAY', 'FRIDAY']);
    await settle(() => closed === 1, 'Save never closed the modal');
  });

  it('opens with the focus on its first field, not on the bare panel', async () => {
    const shadow = await open(values([child('ava', 'Ava'), child('ben', 'Ben')]));
    await settle(
      () => shadow.activeElement?.getAttribute('data-testid') === 'program-modal-child-ava',
      `the first child's box never took the focus (it is on ${shadow.activeElement?.outerHTML.slice(0, 80)})`,
    );
  });

  it('on a phone, Save with an error far down brings it into view with its control focused', async () => {
    await setViewport({ width: 375, height: 640 });
    try {
      const shadow = await open(values([child('ava', 'Ava'), child('ben', 'Ben')]), { minEnrolmentDays: 2 });
      // Two children on different schedules: the second child's days sit well below the fold.
      await click(byTestId(shadow, 'program-modal-child-ben'));
      await click(byTestId(shadow, 'program-modal-different'));
      const selectors = all(shadow, 'schedule-selector');
      for (const scope of selectors) await click(dayIn(scope, 'MONDAY'));
      await click(dayIn(selectors[0] as HTMLElement, 'TUESDAY'));
      await click(byTestId(shadow, 'program-modal-save'));
      await settle(() => shadow.querySelector('[data-field-error]'), 'no error showed');
      const error = shadow.querySelector('[data-field-error]') as HTMLElement;
      expect(error.textContent).to.equal('Please select between 2 and 5 days.');
      // Ben's schedule, the second: below the fold before the error moved it into view.
      const selector = error.closest('[data-testid="schedule-selector"]') as HTMLElement;
      expect(selector).to.equal(all(shadow, 'schedule-selector')[1]);
      await settle(() => {
        const box = error.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      }, 'the error never came into view');
      await settle(() => selector.contains(shadow.activeElement), 'the control in error never took the focus');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('keeps the modal open with the day-count error when the days are outside the minimum and maximum', async () => {
    const shadow = await open(values([child('ava', 'Ava')]), { minEnrolmentDays: 2, maxEnrolmentDays: 3 });
    await click(dayIn(shadow, 'MONDAY'));
    await click(byTestId(shadow, 'program-modal-save'));
    const error = shadow.querySelector('[data-field-error="child-schedule-minimum-selection"]');
    expect(error?.textContent).to.equal('Please select between 2 and 3 days.');
    expect(savedDays('ava')).to.equal(undefined);
    const group = shadow.querySelector('.cc-schedule__days') as HTMLElement;
    expect(group.getAttribute('aria-invalid')).to.equal('true');
    expect(group.getAttribute('aria-describedby')).to.contain(error?.id as string);

    // Fixing the days clears the error as it happens.
    await click(dayIn(shadow, 'TUESDAY'));
    expect(shadow.querySelector('[data-field-error]')).to.equal(null);
    await click(byTestId(shadow, 'program-modal-save'));
    expect(savedDays('ava')).to.deep.equal(['MONDAY', 'TUESDAY']);
  });

  it('asks for exactly the count when the minimum equals the maximum, and for a child when none is ticked', async () => {
    const shadow = await open(values([child('ava', 'Ava')]), { minEnrolmentDays: 2, maxEnrolmentDays: 2 });
    await click(dayIn(shadow, 'MONDAY'));
    await click(action(shadow));
    expect(shadow.querySelector('[data-field-error="child-schedule-days-selection"]')?.textContent).to.equal(
      'Please select exactly 2 days.',
    );
    await click(byTestId(shadow, 'program-modal-child-ava'));
    await click(byTestId(shadow, 'program-modal-save'));
    expect(shadow.querySelector('[data-field-error="at-least-one-child"]')?.textContent).to.equal(
      'Please select at least one child',
    );
    expect(closed).to.equal(0);
  });

  it('forces casual for a casual-only program and saves it without days', async () => {
    const shadow = await open(values([child('ava', 'Ava')]), { enrollmentOptions: 'CASUALONLY' });
    const casual = byTestId(shadow, 'schedule-casual') as HTMLElement & { checked: boolean; disabled: boolean };
    expect(casual.checked).to.equal(true);
    expect(casual.disabled).to.equal(true);
    expect(shadow.querySelector('.cc-schedule__days'), 'no days for casual').to.equal(null);
    await click(byTestId(shadow, 'program-modal-save'));
    const saved = latest?.children[0]?.programSchedules[0];
    expect(saved?.cycleType).to.equal('Casual');
    expect(saved?.days).to.deep.equal([]);
    expect(saved?.startDate).to.equal(START);
  });
});
