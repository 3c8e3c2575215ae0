// The registration link's whole-page notices: closed ("This link is no longer available.", with the centre to
// contact, in the region's spelling) and the maintenance window.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationFlow } from '../../packages/registration/src/RegistrationFlow';
import { registrationMocks, widgetProps } from '../../packages/registration/src/testing/registration.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { RegistrationFrame, forgetDraft } from './RegistrationFrame';

interface Args {
  region: 'US' | 'AU';
  notice: 'closed' | 'maintenance';
}

const meta = {
  title: 'Registration/Link notice',
  args: { region: 'US', notice: 'closed' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    notice: { control: 'inline-radio', options: ['closed', 'maintenance'] },
  },
  beforeEach: forgetDraft,
  render: ({ region, notice }) => (
    <RegistrationFrame key={`${region}-${notice}`} region={region} mocks={registrationMocks(region, { link: notice })}>
      <RegistrationFlow {...widgetProps('registration', { region })} />
    </RegistrationFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const ClosedUsDesktop: StoryDef = { globals: DESKTOP };
export const ClosedUsMobile: StoryDef = { globals: MOBILE };
export const ClosedAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const ClosedAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const MaintenanceUsDesktop: StoryDef = { args: { notice: 'maintenance' }, globals: DESKTOP };
export const MaintenanceUsMobile: StoryDef = { args: { notice: 'maintenance' }, globals: MOBILE };
export const MaintenanceAuDesktop: StoryDef = { args: { region: 'AU', notice: 'maintenance' }, globals: DESKTOP };
export const MaintenanceAuMobile: StoryDef = { args: { region: 'AU', notice: 'maintenance' }, globals: MOBILE };
