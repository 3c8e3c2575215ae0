import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Region } from '@cc/core';
import { ErrorScreen } from '@cc/ui';
import { DESKTOP, InWidget, MOBILE } from '../regions';

interface Args {
  region: Region;
  details: string[];
}

const meta = {
  title: 'Enquiry/Error',
  args: { region: 'US', details: [] },
  argTypes: { region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] } },
  render: ({ region, details }) => (
    <InWidget region={region}>
      <ErrorScreen details={details} />
    </InWidget>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const WithServerDetails: StoryDef = { args: { details: ['Link not found.'] }, globals: DESKTOP };
