import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Region } from '@cc/core';
import { OutcomeScreen, type EnquiryOutcomeState } from '../../packages/enquiry/src/screens';
import { DESKTOP, InWidget, MOBILE } from '../regions';
import { centreNames } from './screens.fixtures';

interface Args {
  region: Region;
  state: EnquiryOutcomeState;
  /** How many centres the enquiry went to. */
  centres: 1 | 2;
}

const meta = {
  title: 'Enquiry/Outcome',
  args: { region: 'US', state: 'ApplicantInitiated', centres: 1 },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    state: { control: 'inline-radio', options: ['ApplicantInitiated', 'OnWaitlist', 'ApprovalPending'] },
    centres: { control: 'inline-radio', options: [1, 2] },
  },
  render: ({ region, state, centres }) => (
    <InWidget region={region}>
      <OutcomeScreen
        state={state}
        centerNames={centreNames(region).slice(0, centres)}
        onClose={() => console.info('onClose')}
      />
    </InWidget>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const SubmittedUsDesktop: StoryDef = { globals: DESKTOP };
export const SubmittedUsMobile: StoryDef = { globals: MOBILE };
export const SubmittedAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const SubmittedAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const WaitlistUsDesktop: StoryDef = { args: { state: 'OnWaitlist' }, globals: DESKTOP };
export const WaitlistUsMobile: StoryDef = { args: { state: 'OnWaitlist' }, globals: MOBILE };
export const WaitlistAuDesktop: StoryDef = { args: { region: 'AU', state: 'OnWaitlist' }, globals: DESKTOP };
export const WaitlistAuMobile: StoryDef = { args: { region: 'AU', state: 'OnWaitlist' }, globals: MOBILE };
export const ApprovalPendingUsDesktop: StoryDef = { args: { state: 'ApprovalPending' }, globals: DESKTOP };
export const ApprovalPendingUsMobile: StoryDef = { args: { state: 'ApprovalPending' }, globals: MOBILE };
export const ApprovalPendingAuDesktop: StoryDef = {
  args: { region: 'AU', state: 'ApprovalPending' },
  globals: DESKTOP,
};
export const ApprovalPendingAuMobile: StoryDef = { args: { region: 'AU', state: 'ApprovalPending' }, globals: MOBILE };
export const TwoCentres: StoryDef = { args: { state: 'OnWaitlist', centres: 2 }, globals: DESKTOP };
