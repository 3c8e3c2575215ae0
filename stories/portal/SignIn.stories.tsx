import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeStep } from '@cc/ui/sign-in';
import { LoginScreen } from '../../packages/portal/src/screens/login/LoginScreen';
import { BUSINESS, settingsMock, widgetProps } from '../../packages/portal/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { PortalFrame } from './PortalFrame';

type Page = 'email' | 'code' | 'code-resend' | 'no-business';
interface Args {
  region: 'US' | 'AU';
  page: Page;
}

const meta = {
  title: 'Portal/Sign in',
  args: { region: 'US', page: 'email' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    page: { control: 'inline-radio', options: ['email', 'code', 'code-resend', 'no-business'] },
  },
  render: ({ region, page }) => (
    <PortalFrame key={`${region}-${page}`} region={region} mocks={[settingsMock(region)]}>
      {page === 'email' || page === 'no-business' ? (
        <LoginScreen
          widget={widgetProps('login', { region, businessId: page === 'email' ? BUSINESS[region].id : undefined })}
        />
      ) : (
        <CodeStep
          email={region === 'US' ? 'emily.johnson@example.com' : 'linh.nguyen@example.com'}
          // The code page right after sending (the 45-second countdown), or once a new code may be asked for.
          sentAt={page === 'code' ? Date.now() : 0}
          resent={false}
          onSubmit={async () => console.info('verify')}
          onResend={async () => console.info('resend')}
          onReenterEmail={() => console.info('re-enter email')}
        />
      )}
    </PortalFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const EmailUsDesktop: StoryDef = { globals: DESKTOP };
export const EmailUsMobile: StoryDef = { globals: MOBILE };
export const EmailAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const CodeUsMobile: StoryDef = { args: { page: 'code' }, globals: MOBILE };
export const CodeAuDesktop: StoryDef = { args: { region: 'AU', page: 'code' }, globals: DESKTOP };
export const CodeResendAvailable: StoryDef = { args: { page: 'code-resend' }, globals: MOBILE };
export const NoBusiness: StoryDef = { args: { page: 'no-business' }, globals: MOBILE };
