// While the registration link or the checkout loads (its answer never comes), and when the request fails (the
// generic error page with what went wrong). An unknown registration link asks the host page for /not-found and
// shows the loading screen until it goes (the navigation is logged, not followed).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationFlow } from '../../packages/registration/src/RegistrationFlow';
import { checkoutMocks } from '../../packages/registration/src/testing/checkout.fixtures';
import { registrationMocks, widgetProps } from '../../packages/registration/src/testing/registration.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { RegistrationFrame, forgetDraft } from './RegistrationFrame';

type Screen = 'link-loading' | 'link-error' | 'unknown-link' | 'checkout-loading' | 'checkout-error';

interface Args {
  region: 'US' | 'AU';
  screen: Screen;
}

function mocksFor(region: 'US' | 'AU', screen: Screen) {
  switch (screen) {
    case 'link-loading':
      return registrationMocks(region, { link: 'loading' });
    case 'link-error':
      return registrationMocks(region, { link: 'error' });
    case 'unknown-link':
      return registrationMocks(region, { link: 'not-found' });
    case 'checkout-loading':
      return checkoutMocks(region, 'loading');
    case 'checkout-error':
      return checkoutMocks(region, 'error');
  }
}

const meta = {
  title: 'Registration/Loading and errors',
  args: { region: 'US', screen: 'link-loading' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    screen: {
      control: 'select',
      options: ['link-loading', 'link-error', 'unknown-link', 'checkout-loading', 'checkout-error'],
    },
  },
  beforeEach: forgetDraft,
  render: ({ region, screen }) => (
    <RegistrationFrame key={`${region}-${screen}`} region={region} mocks={mocksFor(region, screen)}>
      <RegistrationFlow {...widgetProps(screen.startsWith('checkout') ? 'checkout' : 'registration', { region })} />
    </RegistrationFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const LinkLoadingUsDesktop: StoryDef = { globals: DESKTOP };
export const LinkLoadingUsMobile: StoryDef = { globals: MOBILE };
export const LinkLoadingAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const LinkLoadingAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const LinkErrorUsDesktop: StoryDef = { args: { screen: 'link-error' }, globals: DESKTOP };
export const LinkErrorUsMobile: StoryDef = { args: { screen: 'link-error' }, globals: MOBILE };
export const LinkErrorAuDesktop: StoryDef = { args: { region: 'AU', screen: 'link-error' }, globals: DESKTOP };
export const LinkErrorAuMobile: StoryDef = { args: { region: 'AU', screen: 'link-error' }, globals: MOBILE };
export const UnknownLinkUsDesktop: StoryDef = { args: { screen: 'unknown-link' }, globals: DESKTOP };
export const UnknownLinkUsMobile: StoryDef = { args: { screen: 'unknown-link' }, globals: MOBILE };
export const UnknownLinkAuDesktop: StoryDef = { args: { region: 'AU', screen: 'unknown-link' }, globals: DESKTOP };
export const UnknownLinkAuMobile: StoryDef = { args: { region: 'AU', screen: 'unknown-link' }, globals: MOBILE };
export const CheckoutLoadingUsDesktop: StoryDef = { args: { screen: 'checkout-loading' }, globals: DESKTOP };
export const CheckoutLoadingUsMobile: StoryDef = { args: { screen: 'checkout-loading' }, globals: MOBILE };
export const CheckoutLoadingAuDesktop: StoryDef = {
  args: { region: 'AU', screen: 'checkout-loading' },
  globals: DESKTOP,
};
export const CheckoutLoadingAuMobile: StoryDef = {
  args: { region: 'AU', screen: 'checkout-loading' },
  globals: MOBILE,
};
export const CheckoutErrorUsDesktop: StoryDef = { args: { screen: 'checkout-error' }, globals: DESKTOP };
export const CheckoutErrorUsMobile: StoryDef = { args: { screen: 'checkout-error' }, globals: MOBILE };
export const CheckoutErrorAuDesktop: StoryDef = { args: { region: 'AU', screen: 'checkout-error' }, globals: DESKTOP };
export const CheckoutErrorAuMobile: StoryDef = { args: { region: 'AU', screen: 'checkout-error' }, globals: MOBILE };
