// The wizard's first step, "Your Information": a new family's (only the email typed on the email page) and a
// returning family's (signed in with its code: names and email from its account, the email read-only), and the
// errors Next shows on an empty page. The AU registration asks about the subsidy.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WIZARD_STEP, wizardValues } from '../../packages/registration/src/testing/registration.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WizardStory, pressNext } from './RegistrationFrame';

interface Args {
  region: 'US' | 'AU';
  family: 'new' | 'returning';
  /** As after Next on the empty page. */
  errors: boolean;
}

const meta = {
  title: 'Registration/Your Information',
  args: { region: 'US', family: 'new', errors: false },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    family: { control: 'inline-radio', options: ['new', 'returning'] },
  },
  render: ({ region, family, errors }) => (
    <WizardStory
      key={`${region}-${family}-${errors}`}
      region={region}
      values={wizardValues(region, { family })}
      step={WIZARD_STEP.information}
      signedIn={family === 'returning'}
    />
  ),
  play: async (context) => {
    if (context.args.errors) await pressNext(context);
  },
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const NewFamilyUsDesktop: StoryDef = { globals: DESKTOP };
export const NewFamilyUsMobile: StoryDef = { globals: MOBILE };
export const NewFamilyAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const NewFamilyAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const ReturningFamilyUsDesktop: StoryDef = { args: { family: 'returning' }, globals: DESKTOP };
export const ReturningFamilyUsMobile: StoryDef = { args: { family: 'returning' }, globals: MOBILE };
export const ReturningFamilyAuDesktop: StoryDef = { args: { region: 'AU', family: 'returning' }, globals: DESKTOP };
export const ReturningFamilyAuMobile: StoryDef = { args: { region: 'AU', family: 'returning' }, globals: MOBILE };
export const ErrorsAfterNextUsDesktop: StoryDef = { args: { errors: true }, globals: DESKTOP };
export const ErrorsAfterNextUsMobile: StoryDef = { args: { errors: true }, globals: MOBILE };
export const ErrorsAfterNextAuDesktop: StoryDef = { args: { region: 'AU', errors: true }, globals: DESKTOP };
export const ErrorsAfterNextAuMobile: StoryDef = { args: { region: 'AU', errors: true }, globals: MOBILE };
