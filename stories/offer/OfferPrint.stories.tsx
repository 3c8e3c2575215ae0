import type { Meta, StoryObj } from '@storybook/react-vite';
import { OFFER_MESSAGES } from '../../packages/offer/src/i18n/catalogue';
import { PrintScreen } from '../../packages/offer/src/screens/print/PrintScreen';
import { LINK_CODE, offer, printMock, widgetProps } from '../../packages/offer/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WidgetFrame } from '../WidgetFrame';

interface Args {
  region: 'US' | 'AU';
}

const meta = {
  title: 'Offer/Print view',
  args: { region: 'US' },
  argTypes: { region: { control: 'inline-radio', options: ['US', 'AU'] } },
  render: ({ region }) => (
    <WidgetFrame
      key={region}
      region={region}
      messages={OFFER_MESSAGES}
      mocks={[printMock(offer(region, { fee: 5000, biweekly: true }))]}
      events={[]}
    >
      <PrintScreen widget={widgetProps('print', { region })} linkCode={LINK_CODE} />
    </WidgetFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
