import { assert, expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { act } from 'react';
import { Form } from 'react-final-form';
import { DEFAULT_FEATURE_FLAGS, type Region } from '@cc/core';
import { ShowErrorsContext } from '@cc/ui';
import { found, settle, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import type { ChildValues, ProgramChoiceValues } from '../values';
import type { ProgramStepProps } from '../step-props';
import { ChildSchedulePage } from './ChildSchedulePage';
import type { ProgramForCenter } from './childPrograms';
import { FIXTURE_CENTER_ID, programFixture } from './program.fixture';
import { ProgramsForCenterDocument, type ProgramsForCenterQueryVariables } from './programsForCenter.graphql.generated';

const BUSINESS = '11111111-1111-4111-8111-111111111111';
const TODAY = '2030-03-01';

/** A program entry as the server sends it for one child (no childKey/row: those are the hook's). */
function served(id: string, childId: string, name: string, places = 4): ProgramForCenter {
  const { row, childKey: _key, ...program } = programFixture({ id, programName: name, childId, fullName: childId });
  return { ...program, centers: [{ ...row, availablePlaces: places }] };
}

const ENTRIES: ProgramForCenter[] = [
  served('p-toddlers', 'Ava$Lee', 'Toddlers'),
  served('p-kindy', 'Ava$Lee', 'Kindy', 0),
  served('p-toddlers', 'Ben$Lee', 'Toddlers'),
];

function serverMock(calls: ProgramsForCenterQueryVariables[]): MockedResponse {
  return {
    request: { query: ProgramsForCenterDocument },
    variableMatcher: () => true,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: ProgramsForCenterQueryVariables) => {
      calls.push(variables);
      return {
        data: {
          programsForCenter: {
            enrollmentSettings: {
              flowType: 'INQUIRE_OFFER_ENROLLMENT',
              isUseProgramGroup: false,
              isUsePerProgramGroupFees: false,
              currency: 'USD',
            },
            programsForCenter: ENTRIES,
          },
        },
      };
    },
  };
}

const child = (key: string, firstName: string): ChildValues => ({
  key,
  firstName,
  lastName: 'Lee',
  dateOfBirth: '2028-05-01',
  programSchedules: [],
});

function values(children: ChildValues[]): ProgramChoiceValues {
  return {
    businessId: BUSINESS,
    selectedCenter: { id: FIXTURE_CENTER_ID, name: 'Maple Grove' },
    children,
    selectedProgramGroup: [],
    cwaConsent: false,
  };
}

const stepProps = (region: Region): ProgramStepProps => ({
  businessId: BUSINESS,
  center: { id: FIXTURE_CENTER_ID, name: 'Maple Grove' },
  region,
  flags: DEFAULT_FEATURE_FLAGS,
  enrollmentSettings: {
    flowType: 'INQUIRE_OFFER_ENROLLMENT',
    isUseProgramGroup: false,
    isUsePerProgramGroupFees: false,
    currency: region === 'AU' ? 'AUD' : 'USD',
  },
  today: TODAY,
  audience: 'guardian',
});

const renderer = shadowRenderer();
let latest: ProgramChoiceValues;
let calls: ProgramsForCenterQueryVariables[];

async function render(
  initial: ProgramChoiceValues,
  childIndex: number,
  options: { showErrors?: boolean; region?: Region } = {},
): Promise<ShadowRoot> {
  const region = options.region ?? 'US';
  const shadow = await renderer.render(
    <ShowErrorsContext.Provider value={options.showErrors ?? false}>
      <Form<ProgramChoiceValues> onSubmit={() => undefined} initialValues={initial}>
        {({ values: current }) => {
          latest = current;
          return <ChildSchedulePage {...stepProps(region)} childIndex={childIndex} />;
        }}
      </Form>
    </ShowErrorsContext.Provider>,
    { region, mocks: [serverMock(calls)] },
  );
  await found(shadow, 'child-schedule-page');
  return shadow;
}

const cards = (shadow: ShadowRoot) => [
  ...shadow.querySelectorAll<HTMLElement>('[data-testid="schedule-program-card"]'),
];
const card = (shadow: ShadowRoot, programId: string) =>
  shadow.querySelector<HTMLElement>(`[data-testid="schedule-program-card"][data-program-id="${programId}"]`)!;
const click = (element: Element) => act(async () => (element as HTMLElement).click());

describe('ChildSchedulePage', () => {
  beforeEach(() => {
    calls = [];
  });
  afterEach(async () => {
    await renderer.cleanup();
  });

  it("asks for the complete children by age and lists this child's programs as cards, waitlist marked", async () => {
    const shadow = await render(values([child('k-ava', 'Ava'), child('k-ben', 'Ben'), child('k-new', '')]), 0);
    await settle(() => cards(shadow).length === 2, 'program cards never rendered');
    expect(shadow.querySelector('h2')?.textContent).to.equal('Schedule for Ava Lee');
    expect(calls[0]).to.deep.equal({
      businessId: BUSINESS,
      centerId: FIXTURE_CENTER_ID,
      searchDate: TODAY,
      byAge: {
        childWithDobs: [
          { firstName: 'Ava', lastName: 'Lee', dateOfBirth: '2028-05-01' },
          { firstName: 'Ben', lastName: 'Lee', dateOfBirth: '2028-05-01' },
        ],
      },
    });
    expect(cards(shadow).map((each) => each.querySelector('label')?.textContent)).to.deep.equal(['Toddlers', 'Kindy']);
    expect(card(shadow, 'p-kindy').querySelector('[data-testid="schedule-program-waitlist"]')?.textContent).to.equal(
      'Waitlist only',
    );
    expect(card(shadow, 'p-toddlers').querySelector('[data-testid="schedule-program-places"]')?.textContent).to.equal(
      '4 places left',
    );
    expect(shadow.querySelector('[data-testid="schedule-summary"]')).to.equal(null);
    expect(shadow.querySelector('[data-testid="cwa-consent"]')).to.equal(null);
  });

  it("choosing a program writes the child's schedule with the row's places, and the selector edits it", async () => {
    const shadow = await render(values([child('k-ava', 'Ava')]), 0);
    await settle(() => cards(shadow).length === 2, 'program cards never rendered');
    await click(card(shadow, 'p-kindy').querySelector('input[type="checkbox"]')!);
    expect(latest.children[0]?.programSchedules).to.deep.equal([
      {
        programId: 'p-kindy',
        programName: 'Kindy',
        className: 'Room 1',
        careType: 'LDC',
        feeId: 'f0000000-0000-4000-8000-000000000001',
        availablePlaces: 0,
        cycleType: 'Weekly',
        days: [],
        startDate: '',
        programStartDate: '2030-01-07',
        programEndDate: '2030-12-20',
        minEnrolmentDays: null,
        maxEnrolmentDays: null,
      },
    ]);
    const selector = card(shadow, 'p-kindy').querySelector('[data-testid="schedule-selector"]')!;
    await click(selector.querySelector('[data-testid="schedule-day-MONDAY"]')!);
    expect(latest.children[0]?.programSchedules[0]?.days).to.deep.equal([{ dayOfWeek: 'MONDAY', week: 'WEEK1' }]);
    await click(card(shadow, 'p-kindy').querySelector('input[type="checkbox"]')!);
    expect(latest.children[0]?.programSchedules).to.deep.equal([]);
    expect(card(shadow, 'p-kindy').querySelector('[data-testid="schedule-selector"]')).to.equal(null);
  });

  it('asks the server nothing while no child has names and a date of birth', async () => {
    const shadow = await render(values([{ ...child('k-new', ''), dateOfBirth: '' }]), 0);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
    expect(calls).to.deep.equal([]);
    expect(shadow.querySelector('[data-testid="schedule-programs-loading"]')).to.equal(null);
  });

  it('says "No program available" for a child the centre has nothing for', async () => {
    const shadow = await render(values([child('k-cal', 'Cal')]), 0);
    await settle(() => calls.length > 0 && shadow.querySelector('[data-field-error]'), 'no message');
    expect(shadow.querySelector('[data-field-error]')?.textContent).to.equal('No program available for Cal Lee');
    expect(cards(shadow)).to.have.length(0);
  });

  it("on the last child's page shows every child's summary and the consent", async () => {
    const ava = child('k-ava', 'Ava');
    ava.programSchedules = [
      {
        programId: 'p-toddlers',
        programName: 'Toddlers',
        careType: 'LDC',
        availablePlaces: 4,
        cycleType: 'Weekly',
        days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }],
        startDate: '2030-04-01',
      },
    ];
    const shadow = await render(values([ava, child('k-ben', 'Ben')]), 1, { region: 'AU' });
    await settle(() => cards(shadow).length === 1, 'program cards never rendered');
    const captions = [...shadow.querySelectorAll('[data-testid="schedule-summary"] caption')].map((c) => c.textContent);
    expect(captions).to.deep.equal(['Schedule summary for Ava Lee', 'Schedule summary for Ben Lee']);
    expect(
      shadow.querySelector('[data-testid="summary-MONDAY"] [data-testid="summary-estimate"]')?.textContent,
    ).to.equal('$80.00');
    expect(shadow.querySelector('[data-testid="cwa-consent"]')?.textContent).to.contain(
      'I agree to the complying written agreement',
    );
  });

  it('once errors are shown, names the child without a program and ties schedule errors to their controls', async () => {
    const ava = child('k-ava', 'Ava');
    ava.programSchedules = [
      {
        programId: 'p-toddlers',
        programName: 'Toddlers',
        careType: 'LDC',
        availablePlaces: 4,
        cycleType: 'Weekly',
        days: [],
        startDate: '',
      },
    ];
    let shadow = await render(values([child('k-ava', 'Ava')]), 0, { showErrors: true });
    await settle(() => cards(shadow).length === 2, 'program cards never rendered');
    expect(shadow.querySelector('[data-field-error]')?.textContent).to.equal(
      'Please select at least one program for Ava Lee',
    );

    shadow = await render(values([ava]), 0, { showErrors: true });
    await settle(() => cards(shadow).length === 2, 'program cards never rendered');
    const errors = [...card(shadow, 'p-toddlers').querySelectorAll('[data-field-error]')].map((e) => e.textContent);
    expect(errors).to.deep.equal(['Required', 'Please select minimum of 1 day from below']);
  });

  for (const width of [375, 1280]) {
    it(`passes axe at ${width}px with a schedule open, errors shown, the summary and the consent`, async () => {
      await act(() => setViewport({ width, height: 900 }));
      const ava = child('k-ava', 'Ava');
      ava.programSchedules = [
        {
          programId: 'p-toddlers',
          programName: 'Toddlers',
          careType: 'LDC',
          availablePlaces: 4,
          cycleType: 'Weekly',
          days: [{ dayOfWeek: 'TUESDAY', week: 'WEEK1' }],
          startDate: '',
        },
      ];
      const shadow = await render(values([ava]), 0, { showErrors: true });
      await settle(() => shadow.querySelector('[data-testid="schedule-selector"]'), 'selector never rendered');
      await customElements.whenDefined('sl-switch');
      await assert.isAccessible(shadow.host as HTMLElement);
      await act(() => setViewport({ width: 1280, height: 900 }));
    });
  }
});
