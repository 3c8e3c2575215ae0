import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClosedRequestsScreen } from '../../packages/portal/src/screens/closed/ClosedRequestsScreen';
import { widgetProps } from '../../packages/portal/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { PortalFrame } from './PortalFrame';

interface Args {
  region: 'US' | 'AU';
}

const meta = {
  title: 'Portal/Closed requests',
  args: { region: 'US' },
  argTypes: { region: { control: 'inline-radio', options: ['US', 'AU'] } },
  render: ({ region }) => (
    <PortalFrame key={region} region={region} mocks={[]}>
      <ClosedRequestsScreen widget={widgetProps('closed-requests', { region })} />
    </PortalFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
