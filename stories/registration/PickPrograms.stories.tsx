// "Pick your programs", one page per ticked child: the first child's page (Summer Camp's early bird, Swim Lessons
// without a fee, Art Club's last place, Music & Movement full so waitlisted), the second child's page once the first
// took Art Club's last place (now waitlisted too), and "There are no open registrations at this time.".
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WIZARD_STEP, wizardValues } from '../../packages/registration/src/testing/registration.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WizardStory, dismissRestored } from './RegistrationFrame';

type Page = 'first-child' | 'second-child' | 'none-open';

interface Args {
  region: 'US' | 'AU';
  page: Page;
}

const meta = {
  title: 'Registration/Pick your programs',
  args: { region: 'US', page: 'first-child' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    page: { control: 'inline-radio', options: ['first-child', 'second-child', 'none-open'] },
  },
  render: ({ region, page }) => (
    <WizardStory
      key={`${region}-${page}`}
      region={region}
      values={wizardValues(region, {
        family: 'new',
        information: true,
        children: true,
        selected: 2,
        picks: page === 'second-child' ? [['summer-camp', 'art']] : [],
      })}
      step={WIZARD_STEP.programs}
      page={page === 'second-child' ? 1 : 0}
      noPrograms={page === 'none-open'}
    />
  ),
  play: dismissRestored,
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const FirstChildUsDesktop: StoryDef = { globals: DESKTOP };
export const FirstChildUsMobile: StoryDef = { globals: MOBILE };
export const FirstChildAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const FirstChildAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const LastPlaceTakenUsDesktop: StoryDef = { args: { page: 'second-child' }, globals: DESKTOP };
export const LastPlaceTakenUsMobile: StoryDef = { args: { page: 'second-child' }, globals: MOBILE };
export const LastPlaceTakenAuDesktop: StoryDef = { args: { region: 'AU', page: 'second-child' }, globals: DESKTOP };
export const LastPlaceTakenAuMobile: StoryDef = { args: { region: 'AU', page: 'second-child' }, globals: MOBILE };
export const NoneOpenUsDesktop: StoryDef = { args: { page: 'none-open' }, globals: DESKTOP };
export const NoneOpenUsMobile: StoryDef = { args: { page: 'none-open' }, globals: MOBILE };
export const NoneOpenAuDesktop: StoryDef = { args: { region: 'AU', page: 'none-open' }, globals: DESKTOP };
export const NoneOpenAuMobile: StoryDef = { args: { region: 'AU', page: 'none-open' }, globals: MOBILE };
