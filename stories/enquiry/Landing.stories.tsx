import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Region } from '@cc/core';
import { MockedProvider } from '@cc/ui/testing';
import { LandingScreen } from '../../packages/enquiry/src/screens';
import { DESKTOP, InWidget, MOBILE } from '../regions';
import { landingMocks, STORY_LINK_CODE, type LandingAnswer } from './screens.fixtures';

interface Args {
  region: Region;
  answer: LandingAnswer;
}

const meta = {
  title: 'Enquiry/Landing',
  args: { region: 'US', answer: 'centres' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    answer: { control: 'inline-radio', options: ['centres', 'one-centre', 'no-centres', 'not-found', 'loading'] },
  },
  render: ({ region, answer }) => (
    <InWidget key={`${region}-${answer}`} region={region}>
      <MockedProvider mocks={landingMocks(region, answer)} addTypename={false}>
        <LandingScreen
          linkCode={STORY_LINK_CODE}
          onStart={() => console.info('onStart')}
          onLogIn={(businessId) => console.info('onLogIn', businessId)}
        />
      </MockedProvider>
    </InWidget>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const OneCentreAuDesktop: StoryDef = { args: { region: 'AU', answer: 'one-centre' }, globals: DESKTOP };
export const NoCentres: StoryDef = { args: { answer: 'no-centres' }, globals: DESKTOP };
export const UnknownLink: StoryDef = { args: { answer: 'not-found' }, globals: DESKTOP };
export const Loading: StoryDef = { args: { answer: 'loading' }, globals: DESKTOP };
