import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Region } from '@cc/core';
import type { ProgramScheduleValues } from '../../packages/enquiry/src/form-values';
import { ScheduleSummary } from '../../packages/programs/src/schedule';
import { DESKTOP, InWidget, MOBILE } from '../regions';
import { AVA, childProgram, days, scheduleFor } from './schedule.fixtures';

type Mix = 'weekly' | 'casual' | 'mixed' | 'biweekly';

interface Args {
  region: Region;
  mix: Mix;
}

function schedulesFor(region: Region, mix: Mix): ProgramScheduleValues[] {
  switch (mix) {
    case 'weekly':
      return [
        scheduleFor(region, 'toddlers', 'Weekly', days('WEEK1', 'MONDAY', 'WEDNESDAY')),
        scheduleFor(region, 'preschool', 'Weekly', days('WEEK1', 'TUESDAY', 'THURSDAY', 'FRIDAY')),
      ];
    case 'casual':
      return [scheduleFor(region, 'casual', 'Casual', [])];
    case 'mixed':
      return [
        scheduleFor(region, 'toddlers', 'Weekly', days('WEEK1', 'MONDAY', 'TUESDAY', 'FRIDAY')),
        scheduleFor(region, 'casual', 'Casual', []),
      ];
    case 'biweekly':
      return [
        scheduleFor(region, 'toddlers', 'Biweekly', [
          ...days('WEEK1', 'MONDAY', 'TUESDAY'),
          ...days('WEEK2', 'WEDNESDAY'),
        ]),
      ];
  }
}

const meta = {
  title: 'Enquiry/Schedule/Summary',
  args: { region: 'US', mix: 'weekly' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    mix: { control: 'inline-radio', options: ['weekly', 'casual', 'mixed', 'biweekly'] },
  },
  render: ({ region, mix }) => (
    <InWidget region={region}>
      <div className="cc-wizard">
        <ScheduleSummary
          childName={`${AVA.firstName} ${AVA.lastName}`}
          schedules={schedulesFor(region, mix)}
          programs={(['toddlers', 'preschool', 'casual'] as const).map((kind) => childProgram(region, kind))}
          currency={region === 'AU' ? 'AUD' : region === 'CA' ? 'CAD' : 'USD'}
          region={region}
        />
      </div>
    </InWidget>
  ),
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WeeklyUsDesktop: Story = { globals: DESKTOP };
export const WeeklyUsMobile: Story = { globals: MOBILE };
export const WeeklyAuDesktop: Story = { args: { region: 'AU' }, globals: DESKTOP };
export const WeeklyAuMobile: Story = { args: { region: 'AU' }, globals: MOBILE };
export const CasualUs: Story = { args: { mix: 'casual' }, globals: DESKTOP };
export const CasualAuMobile: Story = { args: { mix: 'casual', region: 'AU' }, globals: MOBILE };
export const MixedUs: Story = { args: { mix: 'mixed' }, globals: DESKTOP };
export const MixedAu: Story = { args: { mix: 'mixed', region: 'AU' }, globals: DESKTOP };
export const BiweeklyUs: Story = { args: { mix: 'biweekly' }, globals: DESKTOP };
