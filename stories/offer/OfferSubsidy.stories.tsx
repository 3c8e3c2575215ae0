// The acknowledgement of an accepted Australian offer with its Child Care Subsidy checklist (loaded after the
// acknowledgement, by the link code), before and after the centre lodges the enrolment; and a US acknowledgement,
// which has none.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OFFER_MESSAGES } from '../../packages/offer/src/i18n/catalogue';
import { OfferScreen } from '../../packages/offer/src/screens/offer/OfferScreen';
import { LINK_CODE, offer, offerMock, widgetProps } from '../../packages/offer/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { subsidyByLinkCodeMock } from '../subsidy.fixtures';
import { WidgetFrame } from '../WidgetFrame';

const EVENTS = ['cc-navigate', 'cc-submitted'] as const;

interface Args {
  region: 'US' | 'AU';
  lodged: boolean;
}

const meta = {
  title: 'Offer/Accepted: Child Care Subsidy',
  args: { region: 'AU', lodged: false },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    lodged: { control: 'boolean' },
  },
  render: ({ region, lodged }) => {
    const accepted = offer(region, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' });
    const mocks = [offerMock(accepted), subsidyByLinkCodeMock(LINK_CODE, accepted.id, lodged)];
    return (
      <WidgetFrame key={`${region}-${lodged}`} region={region} messages={OFFER_MESSAGES} mocks={mocks} events={EVENTS}>
        <OfferScreen widget={widgetProps('offer', { region })} linkCode={LINK_CODE} />
      </WidgetFrame>
    );
  },
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const AuMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { globals: DESKTOP };
export const AuLodgedMobile: StoryDef = { args: { lodged: true }, globals: MOBILE };
export const UsNoChecklistMobile: StoryDef = { args: { region: 'US' }, globals: MOBILE };
