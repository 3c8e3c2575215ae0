import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '../../packages/portal/src/screens/dashboard/DashboardScreen';
import {
  centresMock,
  dashboardMock,
  familyApplications,
  offeredApplication,
  settingsMock,
  waitlistedApplication,
  widgetProps,
} from '../../packages/portal/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { PortalFrame } from './PortalFrame';

type Answer = 'applications' | 'with-offer' | 'waitlisted' | 'empty' | 'loading' | 'failed';
interface Args {
  region: 'US' | 'AU';
  answer: Answer;
}

const meta = {
  title: 'Portal/Dashboard',
  args: { region: 'US', answer: 'applications' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    answer: {
      control: 'inline-radio',
      options: ['applications', 'with-offer', 'waitlisted', 'empty', 'loading', 'failed'],
    },
  },
  render: ({ region, answer }) => {
    const dashboard =
      answer === 'failed'
        ? dashboardMock(region, 'failed')
        : dashboardMock(
            region,
            answer === 'empty'
              ? []
              : answer === 'with-offer'
                ? [offeredApplication(region), ...familyApplications(region)]
                : answer === 'waitlisted'
                  ? familyApplications(region).map((a) => (a.id === 'app-2' ? waitlistedApplication(region) : a))
                  : familyApplications(region),
            answer === 'loading' ? 1e9 : 0,
          );
    return (
      <PortalFrame
        key={`${region}-${answer}`}
        region={region}
        mocks={[dashboard, settingsMock(region), centresMock(region, true)]}
      >
        <DashboardScreen widget={widgetProps('dashboard', { token: 'story-token', region })} />
      </PortalFrame>
    );
  },
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const OfferWaitingUsMobile: StoryDef = { args: { answer: 'with-offer' }, globals: MOBILE };
export const OfferWaitingAuDesktop: StoryDef = { args: { region: 'AU', answer: 'with-offer' }, globals: DESKTOP };
export const WaitlistedUsMobile: StoryDef = { args: { answer: 'waitlisted' }, globals: MOBILE };
export const WaitlistedAuDesktop: StoryDef = { args: { region: 'AU', answer: 'waitlisted' }, globals: DESKTOP };
export const Empty: StoryDef = { args: { answer: 'empty' }, globals: MOBILE };
export const Loading: StoryDef = { args: { answer: 'loading' }, globals: MOBILE };
export const LoadFailed: StoryDef = { args: { answer: 'failed' }, globals: DESKTOP };
