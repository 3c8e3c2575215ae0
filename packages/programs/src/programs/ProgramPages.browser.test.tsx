import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { act } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags, type Region } from '@cc/core';
import { ShowErrorsContext } from '@cc/ui';
import { byTestId, settle, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import type { ChildValues, ProgramChoiceValues, ProgramScheduleValues } from '../values';
import type { ChildProgram, ProgramCenterRow } from '../schedule/childPrograms';
import { FIXTURE_CENTER_ID, programFixture } from '../schedule/program.fixture';
import { ProgramsForCenterDocument } from '../schedule/programsForCenter.graphql.generated';
import type { ProgramStepProps } from '../step-props';
import { FLEX_POLICY_SEEN_KEY } from './flex-policy';
import { ProgramGroupPage } from './ProgramGroupPage';
import { ProgramListPage } from './ProgramListPage';

const TODAY = '2030-03-01';
const tots = { id: 'g-tots', name: 'Tots', isActive: true };
const kinder = { id: 'g-kinder', name: 'Kinder', isActive: true };
const archived = { id: 'g-old', name: 'Archived', isActive: false };

const api = (program: ChildProgram, fullName: string) => {
  const { row, childKey: _childKey, ...rest } = program;
  return { ...rest, childId: fullName, fullName, centers: [row] };
};
const offer = (
  id: string,
  programName: string,
  fullNames: string[],
  overrides: Partial<ChildProgram> = {},
  row: Partial<ProgramCenterRow> = {},
) => fullNames.map((name) => api(programFixture({ id, programName, ...overrides }, row), name));

// Ava and Ben can both take Joeys (2 places, permanent only); only Ava can take Flexi (casual and permanent,
// none left); Cal is offered nothing.
const PROGRAMS = [
  ...offer(
    'joeys',
    'Joeys',
    ['Ava$Lee', 'Ben$Lee'],
    { programGroup: tots },
    {
      availablePlaces: 1,
      enrollmentOptions: 'PERMANENTONLY',
    },
  ),
  ...offer(
    'flexi',
    'Flexi',
    ['Ava$Lee'],
    { programGroup: kinder },
    {
      availablePlaces: 0,
      enrollmentOptions: 'PERMANENTANDCASUAL',
      careType: 'ASC',
    },
  ),
  ...offer('old', 'Old', ['Ava$Lee'], { programGroup: archived }),
];

const schedule = (programId: string, programName: string): ProgramScheduleValues => ({
  programId,
  programName,
  careType: 'LDC',
  availablePlaces: 1,
  cycleType: 'Weekly',
  days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }],
  startDate: '2030-03-04',
});

const child = (key: string, firstName: string, ...schedules: ProgramScheduleValues[]): ChildValues => ({
  key,
  firstName,
  lastName: 'Lee',
  dateOfBirth: '2027-05-20',
  programSchedules: schedules,
});

const mock = (children: ChildValues[], programs = PROGRAMS): MockedResponse => ({
  request: {
    query: ProgramsForCenterDocument,
    variables: {
      businessId: 'b1',
      centerId: FIXTURE_CENTER_ID,
      searchDate: TODAY,
      byAge: {
        childWithDobs: children.map(({ firstName, lastName, dateOfBirth }) => ({ firstName, lastName, dateOfBirth })),
      },
    },
  },
  maxUsageCount: 10,
  result: {
    data: {
      programsForCenter: {
        enrollmentSettings: {
          flowType: 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
          isUseProgramGroup: true,
          isUsePerProgramGroupFees: false,
          currency: 'USD',
        },
        programsForCenter: programs,
      },
    },
  },
});

const renderer = shadowRenderer();
let latest: ProgramChoiceValues | undefined;

interface RenderOptions {
  page?: 'group' | 'list';
  flags?: Partial<FeatureFlags>;
  showErrors?: boolean;
  region?: Region;
  selectedProgramGroup?: string[];
  programs?: typeof PROGRAMS;
}

async function render(children: ChildValues[], options: RenderOptions = {}): Promise<ShadowRoot> {
  const region = options.region ?? 'US';
  const props: ProgramStepProps = {
    businessId: 'b1',
    center: { id: FIXTURE_CENTER_ID, name: 'Maple Grove' },
    region,
    flags: { ...DEFAULT_FEATURE_FLAGS, ...options.flags },
    enrollmentSettings: {
      flowType: 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
      isUseProgramGroup: true,
      isUsePerProgramGroupFees: false,
      currency: 'USD',
    },
    today: TODAY,
    audience: 'guardian',
  };
  const initial: ProgramChoiceValues = {
    businessId: 'b1',
    children,
    selectedProgramGroup: options.selectedProgramGroup ?? ['g-tots', 'g-kinder'],
    cwaConsent: false,
  };
  latest = initial;
  const Page = options.page === 'group' ? ProgramGroupPage : ProgramListPage;
  const shadow = await renderer.render(
    <ShowErrorsContext.Provider value={options.showErrors ?? false}>
      <Form<ProgramChoiceValues>
        onSubmit={() => undefined}
        initialValues={initial}
        subscription={{}}
        render={() => (
          <>
            <Page {...props} />
            <FormSpy<ProgramChoiceValues>
              subscription={{ values: true }}
              onChange={(state) => (latest = state.values)}
            />
          </>
        )}
      />
    </ShowErrorsContext.Provider>,
    { region, mocks: [mock(children, options.programs)] },
  );
  await settle(
    () => shadow.querySelector('[data-testid^="program-card-"], [data-testid^="program-group-g"]'),
    'the programs never loaded',
  );
  return shadow;
}

const click = async (element: HTMLElement | null) => {
  expect(element, 'element to click').to.not.equal(null);
  await act(async () => (element as HTMLElement).click());
};
const programIds = (key: string) =>
  latest?.children.find((entry) => entry.key === key)?.programSchedules.map((entry) => entry.programId);
const isOpen = (shadow: ShadowRoot, testId: string) => byTestId(shadow, testId)?.hasAttribute('open') === true;

describe('program pages', () => {
  beforeEach(async () => {
    localStorage.removeItem(FLEX_POLICY_SEEN_KEY);
    await setViewport({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await renderer.cleanup();
  });

  describe('list page', () => {
    it('lists each child in an accordion, programs under care types, and says when a child has none', async () => {
      const shadow = await render([child('ava', 'Ava'), child('ben', 'Ben'), child('cal', 'Cal')]);
      const ava = byTestId(shadow, 'programs-child-ava') as HTMLElement;
      expect(ava.localName).to.equal('sl-details');
      expect(byTestId(ava, 'programs-care-type-LDC')?.querySelector('h3')?.textContent).to.equal('Full-day care');
      expect(byTestId(ava, 'programs-care-type-ASC')?.querySelector('h3')?.textContent).to.equal('After school care');
      expect(byTestId(ava, 'program-card-ava-old'), 'a program of a group not chosen is hidden').to.equal(null);
      const joeys = byTestId(ava, 'program-card-ava-joeys') as HTMLElement;
      expect(byTestId(joeys, 'program-available-for')?.textContent).to.equal('Available For: Ava Lee and Ben Lee');
      expect(byTestId(joeys, 'program-application-fee')?.textContent).to.equal('Application fee: $50.00 per place');
      expect(byTestId(shadow, 'programs-child-ben')?.querySelector('[data-testid^="program-card-ben-flexi"]')).to.equal(
        null,
      );
      const cal = byTestId(shadow, 'programs-child-cal') as HTMLElement;
      expect(cal.querySelector('[data-field-error="no-program-available"]')?.textContent).to.equal(
        'No program available for Cal Lee',
      );
    });

    it('is axe-clean on desktop and on mobile, with a program chosen and a child with none', async () => {
      const children = [child('ava', 'Ava', schedule('joeys', 'Joeys')), child('cal', 'Cal')];
      await render(children, { flags: { flexSchedulePolicyNotice: true }, showErrors: true });
      await expect(document.querySelector('[data-testid="shadow-scope"]')).to.be.accessible();
      await renderer.cleanup();
      await setViewport({ width: 375, height: 800 });
      await render(children, { flags: { flexSchedulePolicyNotice: true }, showErrors: true });
      await expect(document.querySelector('[data-testid="shadow-scope"]')).to.be.accessible();
    });

    it('shows no application fee line, not "$0.00", for a program without one (a centre with such fees off)', async () => {
      const programs = offer('joeys', 'Joeys', ['Ava$Lee'], { programGroup: tots }, { applicationFeeAmount: 0 });
      const shadow = await render([child('ava', 'Ava')], { region: 'CA', programs });
      const card = byTestId(shadow, 'program-card-ava-joeys') as HTMLElement;
      expect(card.textContent).to.contain('Joeys');
      expect(card.textContent).to.not.match(/application fee|\$/i);
    });

    it('hides the application fee under the tiered registration fee flag', async () => {
      const shadow = await render([child('ava', 'Ava')], { flags: { tieredRegistrationFee: true } });
      expect(shadow.querySelector('[data-testid="program-application-fee"]')).to.equal(null);
    });

    it("shows availability and flexible-scheduling badges and each child's chosen schedule", async () => {
      const shadow = await render([
        child('ava', 'Ava', schedule('joeys', 'Joeys')),
        child('ben', 'Ben', schedule('joeys', 'Joeys')),
      ]);
      const joeys = byTestId(shadow, 'program-card-ava-joeys') as HTMLElement;
      expect(byTestId(joeys, 'program-badge-availability')?.dataset.badge, '1 place, 2 children').to.equal(
        'LowAvailability',
      );
      expect(byTestId(joeys, 'program-badge-flexible'), 'permanent only is not flexible').to.equal(null);
      expect(byTestId(joeys, 'program-card-schedules')?.textContent).to.equal(
        'Ava Lee: Mon, starting 03-04-2030Ben Lee: Mon, starting 03-04-2030',
      );
      const flexi = byTestId(shadow, 'program-card-ava-flexi') as HTMLElement;
      expect(byTestId(flexi, 'program-badge-availability')?.textContent).to.equal('Waitlist only');
      expect(byTestId(flexi, 'program-badge-flexible')?.textContent).to.equal('Flexible scheduling');
    });

    it('clear program asks first, then removes the program from every child', async () => {
      const shadow = await render([
        child('ava', 'Ava', schedule('joeys', 'Joeys'), schedule('flexi', 'Flexi')),
        child('ben', 'Ben', schedule('joeys', 'Joeys')),
      ]);
      await click(byTestId(byTestId(shadow, 'program-card-ben-joeys') as HTMLElement, 'program-clear'));
      expect(isOpen(shadow, 'clear-program-dialog')).to.equal(true);
      expect(byTestId(shadow, 'clear-program-dialog')?.textContent).to.contain('Remove Joeys from all children?');
      await click(byTestId(shadow, 'clear-program-cancel'));
      expect(programIds('ben')).to.deep.equal(['joeys']);

      await click(byTestId(byTestId(shadow, 'program-card-ava-joeys') as HTMLElement, 'program-clear'));
      await click(byTestId(shadow, 'clear-program-confirm'));
      expect(programIds('ava')).to.deep.equal(['flexi']);
      expect(programIds('ben')).to.deep.equal([]);
      expect(isOpen(shadow, 'clear-program-dialog')).to.equal(false);
    });

    it("gives the focus back to the card's button when the modal closes, and to the card once Clear has gone", async () => {
      const shadow = await render([child('ava', 'Ava', schedule('joeys', 'Joeys')), child('ben', 'Ben')]);
      const benJoeys = byTestId(byTestId(shadow, 'program-card-ben-joeys') as HTMLElement, 'program-card-open');
      benJoeys?.focus();
      await click(benJoeys);
      await settle(() => isOpen(shadow, 'program-modal'), 'the program modal never opened');
      await settle(() => byTestId(shadow, 'program-modal')?.contains(shadow.activeElement), 'the modal took no focus');
      await click(byTestId(shadow, 'program-modal-cancel'));
      await settle(() => !byTestId(shadow, 'program-modal'), 'the modal never closed');
      await settle(() => shadow.activeElement === benJoeys, "the focus never came back to the card's button");

      // Clear removes the Clear button that opened the dialog: the card's own button takes the focus.
      const clear = byTestId(byTestId(shadow, 'program-card-ava-joeys') as HTMLElement, 'program-clear');
      clear?.focus();
      await click(clear);
      await settle(() => isOpen(shadow, 'clear-program-dialog'), 'the clear dialog never opened');
      await click(byTestId(shadow, 'clear-program-confirm'));
      const avaJoeys = byTestId(byTestId(shadow, 'program-card-ava-joeys') as HTMLElement, 'program-card-open');
      await settle(() => shadow.activeElement === avaJoeys, 'the focus never reached the cleared card');
    });

    it('shows "Please select at least one program for {child}" once errors are explicit', async () => {
      const shadow = await render([child('ava', 'Ava', schedule('joeys', 'Joeys')), child('ben', 'Ben')], {
        showErrors: true,
      });
      const ben = byTestId(shadow, 'programs-child-ben') as HTMLElement;
      expect(ben.querySelector('[data-field-error="at-least-one-program"]')?.textContent).to.equal(
        'Please select at least one program for Ben Lee',
      );
      expect(byTestId(shadow, 'programs-child-ava')?.querySelector('[data-field-error]')).to.equal(null);
    });

    it('opens the program modal from a card, with the child the card belongs to ticked', async () => {
      const shadow = await render([child('ava', 'Ava'), child('ben', 'Ben')]);
      await click(byTestId(byTestId(shadow, 'program-card-ben-joeys') as HTMLElement, 'program-card-open'));
      await settle(() => isOpen(shadow, 'program-modal'), 'the program modal never opened');
      const ben = byTestId(shadow, 'program-modal-child-ben') as HTMLElement & { checked: boolean };
      const ava = byTestId(shadow, 'program-modal-child-ava') as HTMLElement & { checked: boolean };
      expect([ava.checked, ben.checked]).to.deep.equal([false, true]);
    });

    it('on mobile the programs are checkbox cards ticked by the form', async () => {
      await setViewport({ width: 375, height: 800 });
      const shadow = await render([child('ava', 'Ava', schedule('joeys', 'Joeys'))]);
      const joeys = byTestId(shadow, 'program-card-ava-joeys') as HTMLElement;
      const box = byTestId(joeys, 'program-card-open') as HTMLElement & { checked: boolean };
      expect(box.localName).to.equal('sl-checkbox');
      expect(box.checked).to.equal(true);
      const flexiBox = byTestId(
        byTestId(shadow, 'program-card-ava-flexi') as HTMLElement,
        'program-card-open',
      ) as HTMLElement & { checked: boolean };
      await click(flexiBox);
      expect(flexiBox.checked, 'the box follows the form, not the click').to.equal(false);
      await settle(() => isOpen(shadow, 'program-modal'), 'the program modal never opened');
    });
  });

  describe('flexible scheduling notice', () => {
    it('opens before a flexible program the first time, then the program modal; afterwards only from its link', async () => {
      const shadow = await render([child('ava', 'Ava')], { flags: { flexSchedulePolicyNotice: true } });
      expect(byTestId(shadow, 'flex-policy-link')?.textContent).to.equal('What is Flexible Scheduling?');
      await click(byTestId(byTestId(shadow, 'program-card-ava-flexi') as HTMLElement, 'program-card-open'));
      expect(isOpen(shadow, 'flex-policy-dialog')).to.equal(true);
      expect(byTestId(shadow, 'flex-policy-dialog')?.getAttribute('label')).to.equal('About Flexible Scheduling');
      expect(byTestId(shadow, 'program-modal')).to.equal(null);
      await click(byTestId(shadow, 'flex-policy-close'));
      await settle(() => isOpen(shadow, 'program-modal'), 'the program modal never followed the notice');
      expect(localStorage.getItem(FLEX_POLICY_SEEN_KEY)).to.equal('true');

      await click(byTestId(shadow, 'program-modal-cancel'));
      await settle(() => byTestId(shadow, 'program-modal') === null, 'the program modal never closed');
      await click(byTestId(byTestId(shadow, 'program-card-ava-flexi') as HTMLElement, 'program-card-open'));
      await settle(() => isOpen(shadow, 'program-modal'), 'the program modal never opened');
      expect(isOpen(shadow, 'flex-policy-dialog'), 'seen once is enough').to.equal(false);

      await click(byTestId(shadow, 'program-modal-cancel'));
      await settle(() => byTestId(shadow, 'program-modal') === null, 'the program modal never closed');
      await click(byTestId(shadow, 'flex-policy-link'));
      expect(isOpen(shadow, 'flex-policy-dialog')).to.equal(true);
    });

    it('is not offered without the flexible schedule policy notice flag', async () => {
      const shadow = await render([child('ava', 'Ava')]);
      expect(byTestId(shadow, 'flex-policy-link')).to.equal(null);
      await click(byTestId(byTestId(shadow, 'program-card-ava-flexi') as HTMLElement, 'program-card-open'));
      await settle(() => isOpen(shadow, 'program-modal'), 'the program modal never opened');
      expect(byTestId(shadow, 'flex-policy-dialog')).to.equal(null);
    });

    it('says centre in Australia', async () => {
      const shadow = await render([child('ava', 'Ava')], { flags: { flexSchedulePolicyNotice: true }, region: 'AU' });
      await click(byTestId(shadow, 'flex-policy-link'));
      expect(byTestId(shadow, 'flex-policy-dialog')?.textContent).to.contain('Some programs at this centre');
    });
  });

  describe('group page', () => {
    it('lists the active groups with their dates and children; ticking writes selectedProgramGroup', async () => {
      const shadow = await render([child('ava', 'Ava'), child('ben', 'Ben')], {
        page: 'group',
        selectedProgramGroup: [],
      });
      expect(byTestId(shadow, 'program-group-g-old'), 'inactive groups are left out').to.equal(null);
      const group = byTestId(shadow, 'program-group-g-tots') as HTMLElement;
      expect(group.textContent).to.contain('Tots').and.contain('01-07-2030 to 12-20-2030');
      expect(byTestId(group, 'program-group-available-for')?.textContent).to.equal(
        'Available for: Ava Lee and Ben Lee',
      );
      expect(
        byTestId(byTestId(shadow, 'program-group-g-kinder') as HTMLElement, 'program-group-available-for')?.textContent,
      ).to.equal('Available for: Ava Lee');
      await click(group.querySelector('sl-checkbox'));
      expect(latest?.selectedProgramGroup).to.deep.equal(['g-tots']);
    });

    it('is axe-clean', async () => {
      await render([child('ava', 'Ava'), child('ben', 'Ben')], { page: 'group', selectedProgramGroup: ['g-tots'] });
      await expect(document.querySelector('[data-testid="shadow-scope"]')).to.be.accessible();
    });

    it('asks for a group once errors are explicit, and unticking a group drops its programs', async () => {
      const shadow = await render([child('ava', 'Ava', schedule('joeys', 'Joeys'), schedule('flexi', 'Flexi'))], {
        page: 'group',
        selectedProgramGroup: ['g-tots', 'g-kinder'],
      });
      await click(byTestId(shadow, 'program-group-g-tots')?.querySelector('sl-checkbox') as HTMLElement);
      expect(latest?.selectedProgramGroup).to.deep.equal(['g-kinder']);
      expect(programIds('ava')).to.deep.equal(['flexi']);
      await click(byTestId(shadow, 'program-group-g-kinder')?.querySelector('sl-checkbox') as HTMLElement);
      expect(shadow.querySelector('[data-field-error="at-least-one-program-group"]')?.textContent).to.equal(
        'Please select at least one program group',
      );
    });
  });
});

describe('the programs list at 375 px', () => {
  afterEach(async () => {
    await renderer.cleanup();
    await setViewport({ width: 1280, height: 800 });
  });

  it('keeps everything inside the page: a 100-character name wraps, the counts and the flex link stay in view', async () => {
    await setViewport({ width: 375, height: 800 });
    const long = `${'Maximilianne'.repeat(8)}Zeta`;
    expect(long).to.have.length(100);
    const chosen = { ...schedule('joeys', 'Joeys'), days: [{ dayOfWeek: 'MONDAY' as const, week: 'WEEK1' as const }] };
    const shadow = await render([child('long', long, chosen), child('ben', 'Ben')], {
      flags: { flexSchedulePolicyNotice: true },
      programs: [
        ...offer('joeys', 'Joeys', [`${long}$Lee`, 'Ben$Lee'], { programGroup: tots }),
        ...offer(
          'flexi',
          'Flexi',
          [`${long}$Lee`],
          { programGroup: kinder },
          { enrollmentOptions: 'PERMANENTANDCASUAL' },
        ),
      ],
    });
    await settle(() => shadow.querySelectorAll('.cc-summary table').length === 2, 'the summaries never showed');
    const page = byTestId(shadow, 'program-list-page') ?? (shadow.querySelector('.cc-programs') as HTMLElement);
    const bounds = page.getBoundingClientRect();
    const outside = [...page.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getClientRects().length > 0)
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < bounds.left - 1 || box.right > bounds.right + 1;
      })
      .map((element) => `${element.localName}.${element.className} "${element.textContent?.slice(0, 30)}"`);
    expect(outside).to.deep.equal([]);
    // The flex link's text starts where the page's text does, not off to the left.
    const link = byTestId(shadow, 'flex-policy-link')!;
    const label = link.shadowRoot!.querySelector<HTMLElement>('[part~="label"]')!;
    expect(label.getBoundingClientRect().left).to.be.at.least(bounds.left - 1);
    // The accordion's count sits clear of its chevron.
    const details = shadow.querySelector<HTMLElement>('sl-details')!;
    const count = details.querySelector<HTMLElement>('.cc-programs__count')!;
    const chevron = details.shadowRoot!.querySelector<HTMLElement>('[part~="summary-icon"]')!;
    expect(count.getBoundingClientRect().right).to.be.at.most(chevron.getBoundingClientRect().left);
    // Each child's summary puts its day columns in the same places, so they line up down the page.
    const columns = [...shadow.querySelectorAll('.cc-summary table')].map((table) =>
      [...table.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().left)),
    );
    expect(columns[0]).to.deep.equal(columns[1]);
  });
});
