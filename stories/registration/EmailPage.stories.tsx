// /registration/{linkCode}: the email page ("Returning Family?") as the link opens it, and the code page a returning
// family reaches once its email is found (the play types it and presses Register). A new family's email goes on to
// "Your Information" (a designer can try any other email).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationFlow } from '../../packages/registration/src/RegistrationFlow';
import { FAMILY, registrationMocks, widgetProps } from '../../packages/registration/src/testing/registration.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { RegistrationFrame, enterEmail, forgetDraft } from './RegistrationFrame';

interface Args {
  region: 'US' | 'AU';
  page: 'email' | 'code';
}

const meta = {
  title: 'Registration/Email page',
  args: { region: 'US', page: 'email' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    page: { control: 'inline-radio', options: ['email', 'code'] },
  },
  beforeEach: forgetDraft,
  render: ({ region, page }) => (
    <RegistrationFrame key={`${region}-${page}`} region={region} mocks={registrationMocks(region)}>
      <RegistrationFlow {...widgetProps('registration', { region })} />
    </RegistrationFrame>
  ),
  play: async ({ args, canvasElement }) => {
    if (args.page === 'code') await enterEmail(canvasElement, FAMILY.returning[args.region].email);
  },
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const EmailUsDesktop: StoryDef = { globals: DESKTOP };
export const EmailUsMobile: StoryDef = { globals: MOBILE };
export const EmailAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const EmailAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const CodeUsDesktop: StoryDef = { args: { page: 'code' }, globals: DESKTOP };
export const CodeUsMobile: StoryDef = { args: { page: 'code' }, globals: MOBILE };
export const CodeAuDesktop: StoryDef = { args: { region: 'AU', page: 'code' }, globals: DESKTOP };
export const CodeAuMobile: StoryDef = { args: { region: 'AU', page: 'code' }, globals: MOBILE };
