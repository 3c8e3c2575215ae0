// /registration-submission/{linkCode}: the checkout in each state of the submission. APPROVED: places given, the fees
// due now (the promo code SUMMER10 takes 10% off), the provider's card frame (blank here) and "Accept & Pay";
// nothing due: "Accept"; OFFERED_WAITLIST: a full program waits, "Put me on the Waitlist."; SUBMITTED (waiting for
// approval), WAITLISTED and COMPLETED: their notices instead of the form; REJECTED: "This link is no longer
// available.". Accepting moves the submission on (COMPLETED, or WAITLISTED) as the server would.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegistrationFlow } from '../../packages/registration/src/RegistrationFlow';
import { checkoutMocks, type CheckoutState } from '../../packages/registration/src/testing/checkout.fixtures';
import { widgetProps } from '../../packages/registration/src/testing/registration.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { RegistrationFrame } from './RegistrationFrame';

interface Args {
  region: 'US' | 'AU';
  state: CheckoutState;
}

const meta = {
  title: 'Registration/Checkout',
  args: { region: 'US', state: 'APPROVED' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    state: {
      control: 'select',
      options: [
        'APPROVED',
        'APPROVED_NO_FEE',
        'OFFERED_WAITLIST',
        'SUBMITTED',
        'WAITLISTED',
        'COMPLETED',
        'REJECTED',
      ] satisfies CheckoutState[],
    },
  },
  render: ({ region, state }) => (
    <RegistrationFrame key={`${region}-${state}`} region={region} mocks={checkoutMocks(region, state)}>
      <RegistrationFlow {...widgetProps('checkout', { region })} />
    </RegistrationFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const FeeDueUsDesktop: StoryDef = { globals: DESKTOP };
export const FeeDueUsMobile: StoryDef = { globals: MOBILE };
export const FeeDueAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const FeeDueAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const NothingDueUsDesktop: StoryDef = { args: { state: 'APPROVED_NO_FEE' }, globals: DESKTOP };
export const NothingDueUsMobile: StoryDef = { args: { state: 'APPROVED_NO_FEE' }, globals: MOBILE };
export const NothingDueAuDesktop: StoryDef = { args: { region: 'AU', state: 'APPROVED_NO_FEE' }, globals: DESKTOP };
export const NothingDueAuMobile: StoryDef = { args: { region: 'AU', state: 'APPROVED_NO_FEE' }, globals: MOBILE };
export const WaitlistOfferedUsDesktop: StoryDef = { args: { state: 'OFFERED_WAITLIST' }, globals: DESKTOP };
export const WaitlistOfferedUsMobile: StoryDef = { args: { state: 'OFFERED_WAITLIST' }, globals: MOBILE };
export const WaitlistOfferedAuDesktop: StoryDef = {
  args: { region: 'AU', state: 'OFFERED_WAITLIST' },
  globals: DESKTOP,
};
export const WaitlistOfferedAuMobile: StoryDef = { args: { region: 'AU', state: 'OFFERED_WAITLIST' }, globals: MOBILE };
export const AwaitingApprovalUsDesktop: StoryDef = { args: { state: 'SUBMITTED' }, globals: DESKTOP };
export const AwaitingApprovalUsMobile: StoryDef = { args: { state: 'SUBMITTED' }, globals: MOBILE };
export const AwaitingApprovalAuDesktop: StoryDef = { args: { region: 'AU', state: 'SUBMITTED' }, globals: DESKTOP };
export const AwaitingApprovalAuMobile: StoryDef = { args: { region: 'AU', state: 'SUBMITTED' }, globals: MOBILE };
export const OnWaitlistUsDesktop: StoryDef = { args: { state: 'WAITLISTED' }, globals: DESKTOP };
export const OnWaitlistUsMobile: StoryDef = { args: { state: 'WAITLISTED' }, globals: MOBILE };
export const OnWaitlistAuDesktop: StoryDef = { args: { region: 'AU', state: 'WAITLISTED' }, globals: DESKTOP };
export const OnWaitlistAuMobile: StoryDef = { args: { region: 'AU', state: 'WAITLISTED' }, globals: MOBILE };
export const CompletedUsDesktop: StoryDef = { args: { state: 'COMPLETED' }, globals: DESKTOP };
export const CompletedUsMobile: StoryDef = { args: { state: 'COMPLETED' }, globals: MOBILE };
export const CompletedAuDesktop: StoryDef = { args: { region: 'AU', state: 'COMPLETED' }, globals: DESKTOP };
export const CompletedAuMobile: StoryDef = { args: { region: 'AU', state: 'COMPLETED' }, globals: MOBILE };
export const RejectedUsDesktop: StoryDef = { args: { state: 'REJECTED' }, globals: DESKTOP };
export const RejectedUsMobile: StoryDef = { args: { state: 'REJECTED' }, globals: MOBILE };
export const RejectedAuDesktop: StoryDef = { args: { region: 'AU', state: 'REJECTED' }, globals: DESKTOP };
export const RejectedAuMobile: StoryDef = { args: { region: 'AU', state: 'REJECTED' }, globals: MOBILE };
