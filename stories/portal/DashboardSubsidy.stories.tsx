// An Australian family's dashboard with an accepted offer: its card carries the Child Care Subsidy checklist (loaded
// after the dashboard, by the parent's session), before and after the centre lodges the enrolment.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '../../packages/portal/src/screens/dashboard/DashboardScreen';
import {
  centresMock,
  dashboardMock,
  familyApplications,
  offeredApplication,
  settingsMock,
  widgetProps,
} from '../../packages/portal/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { subsidyByOfferMock } from '../subsidy.fixtures';
import { PortalFrame } from './PortalFrame';

interface Args {
  lodged: boolean;
}

/** The offered application, accepted: its offer ACCEPTED (no link: nothing left to answer), its program accepted. */
function acceptedApplication() {
  const offered = offeredApplication('AU');
  const child = offered.children[0]!;
  return {
    ...offered,
    state: 'APPLICANT_ACCEPTED_OFFER' as const,
    children: [{ ...child, enquiries: child.enquiries.map((e) => ({ ...e, state: 'ACCEPTED' as const })) }],
    offers: offered.offers.map((o) => ({ ...o, state: 'ACCEPTED' as const, linkCode: null })),
  };
}

const meta = {
  title: 'Portal/Dashboard: Child Care Subsidy',
  args: { lodged: false },
  argTypes: { lodged: { control: 'boolean' } },
  render: ({ lodged }) => {
    const accepted = acceptedApplication();
    const mocks = [
      dashboardMock('AU', [accepted, ...familyApplications('AU')]),
      settingsMock('AU'),
      centresMock('AU', true),
      subsidyByOfferMock(accepted.offers[0]!.id, lodged),
    ];
    return (
      <PortalFrame key={String(lodged)} region="AU" mocks={mocks}>
        <DashboardScreen widget={widgetProps('dashboard', { token: 'story-token', region: 'AU' })} />
      </PortalFrame>
    );
  },
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const AuMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { globals: DESKTOP };
export const AuLodgedDesktop: StoryDef = { args: { lodged: true }, globals: DESKTOP };
