// "Child(ren) Information": a new family with no child yet (the hint, and "Must add at least one child" after Next),
// a new family's children added in the dialog (Edit and Remove, the first ticked), and a returning family's children
// from its account (the child selector; "Please select at least one child ..." after Next with none ticked).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WIZARD_STEP, wizardValues } from '../../packages/registration/src/testing/registration.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WizardStory, dismissRestored, pressNext } from './RegistrationFrame';

type Fill = 'none' | 'added' | 'signed-in';

interface Args {
  region: 'US' | 'AU';
  fill: Fill;
  /** As after Next. */
  errors: boolean;
}

function values(region: 'US' | 'AU', fill: Fill) {
  if (fill === 'signed-in') return wizardValues(region, { family: 'returning' });
  return wizardValues(region, { family: 'new', information: true, children: fill === 'added', selected: 1 });
}

const meta = {
  title: 'Registration/Child(ren) Information',
  args: { region: 'US', fill: 'none', errors: false },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    fill: { control: 'inline-radio', options: ['none', 'added', 'signed-in'] },
  },
  render: ({ region, fill, errors }) => (
    <WizardStory
      key={`${region}-${fill}-${errors}`}
      region={region}
      values={values(region, fill)}
      step={WIZARD_STEP.children}
      signedIn={fill === 'signed-in'}
    />
  ),
  play: async (context) => {
    await dismissRestored(context);
    if (context.args.errors) await pressNext(context);
  },
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const NoChildUsDesktop: StoryDef = { globals: DESKTOP };
export const NoChildUsMobile: StoryDef = { globals: MOBILE };
export const NoChildAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const NoChildAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const MustAddAChildUsDesktop: StoryDef = { args: { errors: true }, globals: DESKTOP };
export const MustAddAChildUsMobile: StoryDef = { args: { errors: true }, globals: MOBILE };
export const MustAddAChildAuDesktop: StoryDef = { args: { region: 'AU', errors: true }, globals: DESKTOP };
export const MustAddAChildAuMobile: StoryDef = { args: { region: 'AU', errors: true }, globals: MOBILE };
export const ChildrenAddedUsDesktop: StoryDef = { args: { fill: 'added' }, globals: DESKTOP };
export const ChildrenAddedUsMobile: StoryDef = { args: { fill: 'added' }, globals: MOBILE };
export const ChildrenAddedAuDesktop: StoryDef = { args: { region: 'AU', fill: 'added' }, globals: DESKTOP };
export const ChildrenAddedAuMobile: StoryDef = { args: { region: 'AU', fill: 'added' }, globals: MOBILE };
export const SignedInFamilyUsDesktop: StoryDef = { args: { fill: 'signed-in' }, globals: DESKTOP };
export const SignedInFamilyUsMobile: StoryDef = { args: { fill: 'signed-in' }, globals: MOBILE };
export const SignedInFamilyAuDesktop: StoryDef = { args: { region: 'AU', fill: 'signed-in' }, globals: DESKTOP };
export const SignedInFamilyAuMobile: StoryDef = { args: { region: 'AU', fill: 'signed-in' }, globals: MOBILE };
export const NoneTickedUsDesktop: StoryDef = { args: { fill: 'signed-in', errors: true }, globals: DESKTOP };
export const NoneTickedUsMobile: StoryDef = { args: { fill: 'signed-in', errors: true }, globals: MOBILE };
export const NoneTickedAuDesktop: StoryDef = {
  args: { region: 'AU', fill: 'signed-in', errors: true },
  globals: DESKTOP,
};
export const NoneTickedAuMobile: StoryDef = {
  args: { region: 'AU', fill: 'signed-in', errors: true },
  globals: MOBILE,
};
