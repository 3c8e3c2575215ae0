import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { FieldError, Region, ScheduleDraft } from '@cc/core';
import { ScheduleSelector } from '../../packages/programs/src/schedule';
import { DESKTOP, InWidget, MOBILE } from '../regions';
import { SCHEDULE_TODAY, childProgram, days, type ProgramKind } from './schedule.fixtures';

type State = 'empty' | 'max-reached' | 'low-availability' | 'future-start' | 'casual-only' | 'biweekly' | 'errors';

interface Args {
  region: Region;
  state: State;
}

const SETUP: Record<State, { kind: ProgramKind; draft: ScheduleDraft; children?: number; errors?: FieldError[] }> = {
  empty: { kind: 'toddlers', draft: { cycleType: 'Weekly', days: [] } },
  'max-reached': {
    kind: 'toddlers',
    draft: { cycleType: 'Weekly', days: days('WEEK1', 'MONDAY', 'WEDNESDAY', 'FRIDAY'), startDate: '2030-03-11' },
  },
  'low-availability': {
    kind: 'toddlers',
    draft: { cycleType: 'Weekly', days: days('WEEK1', 'MONDAY'), startDate: '2030-03-11' },
    children: 3,
  },
  'future-start': { kind: 'preschool', draft: { cycleType: 'Weekly', days: days('WEEK1', 'TUESDAY', 'THURSDAY') } },
  'casual-only': { kind: 'casual', draft: { cycleType: 'Casual', days: [], startDate: '2030-03-11' } },
  biweekly: {
    kind: 'toddlers',
    draft: {
      cycleType: 'Biweekly',
      days: [...days('WEEK1', 'MONDAY', 'TUESDAY'), ...days('WEEK2', 'FRIDAY')],
      startDate: '2030-03-11',
    },
  },
  errors: {
    kind: 'preschool',
    draft: { cycleType: 'Weekly', days: days('WEEK1', 'MONDAY') },
    errors: [{ path: 'days', key: 'child-schedule-minimum-selection', values: { min: 2, max: 3 } }],
  },
};

function Selector({ region, state }: Args) {
  const setup = SETUP[state];
  const [value, setValue] = useState<ScheduleDraft>(setup.draft);
  return (
    <InWidget region={region}>
      <div className="cc-wizard">
        <ScheduleSelector
          program={childProgram(region, setup.kind)}
          value={value}
          onChange={setValue}
          selectedChildrenCount={setup.children ?? 1}
          region={region}
          today={SCHEDULE_TODAY}
          idPrefix="story"
          errors={setup.errors}
        />
      </div>
    </InWidget>
  );
}

const meta = {
  title: 'Enquiry/Schedule/Selector',
  args: { region: 'US', state: 'empty' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    state: { control: 'select', options: Object.keys(SETUP) },
  },
  // A new key per region and state: the selector starts from that state's schedule.
  render: (args) => <Selector key={`${args.region}-${args.state}`} {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EmptyUsDesktop: Story = { globals: DESKTOP };
export const EmptyUsMobile: Story = { globals: MOBILE };
export const EmptyAuDesktop: Story = { args: { region: 'AU' }, globals: DESKTOP };
export const EmptyAuMobile: Story = { args: { region: 'AU' }, globals: MOBILE };
export const MaximumDaysReached: Story = { args: { state: 'max-reached' }, globals: DESKTOP };
export const LowAvailabilityForThreeChildren: Story = { args: { state: 'low-availability' }, globals: DESKTOP };
export const FutureProgramFixedStartAu: Story = { args: { state: 'future-start', region: 'AU' }, globals: DESKTOP };
export const CasualOnlyForced: Story = { args: { state: 'casual-only' }, globals: DESKTOP };
export const CasualOnlyForcedAuMobile: Story = { args: { state: 'casual-only', region: 'AU' }, globals: MOBILE };
export const BiweeklyUs: Story = { args: { state: 'biweekly' }, globals: DESKTOP };
export const BiweeklyUsMobile: Story = { args: { state: 'biweekly' }, globals: MOBILE };
export const WithErrors: Story = { args: { state: 'errors' }, globals: DESKTOP };
