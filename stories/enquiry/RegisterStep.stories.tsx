import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Region } from '@cc/core';
import { phoneRulesFor } from '@cc/core/phone';
import { RegisterPage } from '../../packages/enquiry/src/steps/register/RegisterPage';
import type { PersonCheckState } from '@cc/ui';
import { validateChildren, validateRegister } from '../../packages/enquiry/src/validation';
import { DESKTOP, MOBILE } from '../regions';
import { shellStepProps, shellValues, TODAY, type Fill } from './shell.fixtures';
import { StepFrame } from './StepFrame';

interface Args {
  region: Region;
  fill: Fill;
  askSubsidy: boolean;
  /** The offer-enrolment flow asks for the children on this page too. */
  withChildren: boolean;
  /** As after Next on a page with errors. */
  showErrors: boolean;
  person: 'clear' | 'exists' | 'failed';
  audience: 'guardian' | 'centre';
}

const PERSON: Record<Args['person'], (audience: Args['audience']) => PersonCheckState> = {
  clear: () => ({ status: 'clear' }),
  exists: (audience) => ({
    status: 'blocked',
    error: { path: '', key: audience === 'centre' ? 'person-exists-centre' : 'person-exists' },
  }),
  failed: () => ({ status: 'failed', error: { path: '', key: 'person-check-failed' } }),
};

// Storybook loads everything at once; the widgets load these rules apart (usePhoneRules).

function Story(args: Args) {
  const state = PERSON[args.person](args.audience);
  return (
    <StepFrame
      region={args.region}
      values={shellValues(args.region, args.fill)}
      showErrors={args.showErrors}
      validate={(values) => [
        ...validateRegister(values, { askSubsidy: args.askSubsidy, phone: phoneRulesFor(args.region) }),
        ...(args.withChildren ? validateChildren(values, { today: TODAY }) : []),
      ]}
      checks={{ person: { state, checkNow: async () => state } }}
    >
      <RegisterPage
        {...shellStepProps(args.region, args.audience)}
        askSubsidy={args.askSubsidy}
        withChildren={args.withChildren}
      />
    </StepFrame>
  );
}

const meta = {
  title: 'Enquiry/Register step',
  args: {
    region: 'US',
    fill: 'empty',
    askSubsidy: true,
    withChildren: false,
    showErrors: false,
    person: 'clear',
    audience: 'guardian',
  },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    fill: { control: 'inline-radio', options: ['empty', 'filled'] },
    person: { control: 'inline-radio', options: ['clear', 'exists', 'failed'] },
    audience: { control: 'inline-radio', options: ['guardian', 'centre'] },
  },
  render: (args) => <Story key={JSON.stringify(args)} {...args} />,
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const WithoutSubsidyQuestion: StoryDef = { args: { askSubsidy: false }, globals: DESKTOP };
export const ErrorsAfterNextUsDesktop: StoryDef = { args: { showErrors: true }, globals: DESKTOP };
export const ErrorsAfterNextUsMobile: StoryDef = { args: { showErrors: true }, globals: MOBILE };
export const ErrorsAfterNextAuMobile: StoryDef = { args: { region: 'AU', showErrors: true }, globals: MOBILE };
export const FilledUsDesktop: StoryDef = { args: { fill: 'filled' }, globals: DESKTOP };
export const AlreadyRegisteredUs: StoryDef = { args: { fill: 'filled', person: 'exists' }, globals: DESKTOP };
export const AlreadyRegisteredCentreStaffAu: StoryDef = {
  args: { region: 'AU', fill: 'filled', person: 'exists', audience: 'centre' },
  globals: DESKTOP,
};
export const PersonCheckFailedMobile: StoryDef = { args: { fill: 'filled', person: 'failed' }, globals: MOBILE };
/** The offer-enrolment flow's first page: the parent and the children together. */
export const WithChildrenAuDesktop: StoryDef = {
  args: { region: 'AU', fill: 'filled', withChildren: true },
  globals: DESKTOP,
};
export const WithChildrenAuMobile: StoryDef = {
  args: { region: 'AU', fill: 'filled', withChildren: true },
  globals: MOBILE,
};
