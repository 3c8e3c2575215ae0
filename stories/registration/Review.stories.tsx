// Review, before Submit: the parent (and, in Australia, the subsidy answer), each ticked child with the programs
// picked, their fees and whether each has a place (Music & Movement is full: it waits). Submit goes on to the
// checkout (logged, not followed).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WIZARD_STEP, wizardValues } from '../../packages/registration/src/testing/registration.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WizardStory, dismissRestored } from './RegistrationFrame';

interface Args {
  region: 'US' | 'AU';
}

const meta = {
  title: 'Registration/Review',
  args: { region: 'US' },
  argTypes: { region: { control: 'inline-radio', options: ['US', 'AU'] } },
  render: ({ region }) => (
    <WizardStory
      key={region}
      region={region}
      values={wizardValues(region, {
        family: 'new',
        information: true,
        children: true,
        selected: 2,
        picks: [
          ['summer-camp', 'swim'],
          ['art', 'music'],
        ],
      })}
      step={WIZARD_STEP.review}
    />
  ),
  play: dismissRestored,
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
