import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Region } from '@cc/core';
import { ChildrenPage } from '../../packages/enquiry/src/steps/children/ChildrenPage';
import { validateChildren } from '../../packages/enquiry/src/validation';
import { DESKTOP, MOBILE } from '../regions';
import { shellStepProps, shellValues, TODAY, type Fill } from './shell.fixtures';
import { StepFrame } from './StepFrame';
import type { MockedResponse } from '@cc/ui/testing';
import { CentreProgramAgesDocument } from '../../packages/programs/src/ages/centreProgramAges.graphql.generated';

interface Args {
  region: Region;
  fill: Fill;
  /** As after Next on a page with errors. */
  showErrors: boolean;
  /** The known-child check found the second child already registered. */
  knownChild: boolean;
  /** The known-child check is running for the first child. */
  checking: boolean;
  /** Every entry removed: the list's own "Required - add at least one item". */
  noChildren: boolean;
  /** The centre only takes babies: the filled-in children are outside every program's ages. */
  outsidePrograms: boolean;
}

/** The centre's program ages, as programsForCenter gives them without children. */
function agesMock(region: Region, babiesOnly: boolean): MockedResponse {
  const props = shellStepProps(region);
  return {
    request: {
      query: CentreProgramAgesDocument,
      variables: { businessId: props.businessId, centerId: props.center.id, searchDate: TODAY },
    },
    result: {
      data: {
        programsForCenter: {
          programsForCenter: [
            { id: 'p-1', isOpenForEnrollment: true, minAgeMonths: 0, maxAgeMonths: babiesOnly ? 11 : 71 },
          ],
        },
      },
    },
    maxUsageCount: 10,
  };
}

function Story(args: Args) {
  const values = shellValues(args.region, args.fill);
  if (args.noChildren) values.children = [];
  const knownKeys = new Set(args.knownChild ? ['child-2'] : []);
  return (
    <StepFrame
      region={args.region}
      values={values}
      showErrors={args.showErrors}
      validate={(v) => validateChildren(v, { today: TODAY, knownChildKeys: knownKeys })}
      mocks={[agesMock(args.region, args.outsidePrograms)]}
      checks={{
        knownChildren: { knownKeys, checkingKeys: new Set(args.checking ? ['child-1'] : []) },
        goBack: () => console.info('Go Back: to the enquiry page'),
      }}
    >
      <ChildrenPage {...shellStepProps(args.region)} />
    </StepFrame>
  );
}

const meta = {
  title: 'Enquiry/Children step',
  args: {
    region: 'US',
    fill: 'empty',
    showErrors: false,
    knownChild: false,
    checking: false,
    noChildren: false,
    outsidePrograms: false,
  },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    fill: { control: 'inline-radio', options: ['empty', 'filled'] },
  },
  render: (args) => <Story key={JSON.stringify(args)} {...args} />,
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const TwoChildrenUsDesktop: StoryDef = { args: { fill: 'filled' }, globals: DESKTOP };
export const TwoChildrenAuMobile: StoryDef = { args: { region: 'AU', fill: 'filled' }, globals: MOBILE };
export const ErrorsAfterNextUsDesktop: StoryDef = { args: { showErrors: true }, globals: DESKTOP };
export const ErrorsAfterNextAuMobile: StoryDef = { args: { region: 'AU', showErrors: true }, globals: MOBILE };
export const NoChildrenLeft: StoryDef = { args: { noChildren: true, showErrors: true }, globals: DESKTOP };
export const KnownChildUsDesktop: StoryDef = { args: { fill: 'filled', knownChild: true }, globals: DESKTOP };
export const KnownChildAuMobile: StoryDef = {
  args: { region: 'AU', fill: 'filled', knownChild: true },
  globals: MOBILE,
};
export const CheckingChild: StoryDef = { args: { fill: 'filled', checking: true }, globals: DESKTOP };
export const OutsideProgramsUsDesktop: StoryDef = { args: { fill: 'filled', outsidePrograms: true }, globals: DESKTOP };
export const OutsideProgramsAuMobile: StoryDef = {
  args: { region: 'AU', fill: 'filled', outsidePrograms: true },
  globals: MOBILE,
};
