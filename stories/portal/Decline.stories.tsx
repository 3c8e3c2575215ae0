import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CorrespondenceStage } from '@cc/core';
import { DeclineScreen } from '../../packages/portal/src/screens/decline/DeclineScreen';
import { LINK_CODE, declineMocks, declinePageMock, widgetProps } from '../../packages/portal/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { PortalFrame } from './PortalFrame';

type Answer = CorrespondenceStage | 'not-found' | 'loading';
interface Args {
  region: 'US' | 'AU';
  answer: Answer;
}

const meta = {
  title: 'Portal/Decline',
  args: { region: 'US', answer: 'SENT' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    answer: {
      control: 'inline-radio',
      options: ['SENT', 'VIEWED', 'PARENT_DECLINED', 'PARENT_COMPLETED', 'CLOSED', 'not-found', 'loading'],
    },
  },
  render: ({ region, answer }) => {
    const page = answer === 'loading' ? declinePageMock(region, 'SENT', 1e9) : declinePageMock(region, answer);
    return (
      <PortalFrame
        key={`${region}-${answer}`}
        region={region}
        mocks={[page, ...declineMocks(region, { declineReason: 'NOT_INTERESTED' })]}
      >
        <DeclineScreen widget={widgetProps('decline', { region })} linkCode={LINK_CODE} />
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
export const AlreadyAnswered: StoryDef = { args: { answer: 'PARENT_COMPLETED' }, globals: MOBILE };
export const UnknownLink: StoryDef = { args: { answer: 'not-found' }, globals: MOBILE };
export const Loading: StoryDef = { args: { answer: 'loading' }, globals: MOBILE };
