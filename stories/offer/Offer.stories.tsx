import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockedResponse } from '@cc/ui/testing';
import { OFFER_MESSAGES } from '../../packages/offer/src/i18n/catalogue';
import { OfferScreen } from '../../packages/offer/src/screens/offer/OfferScreen';
import {
  LINK_CODE,
  actionMock,
  checkExpiredMock,
  offer,
  offerMock,
  waitlistPositionsMock,
  widgetProps,
  type Offer,
} from '../../packages/offer/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WidgetFrame } from '../WidgetFrame';

type Answer =
  | 'open'
  | 'fee'
  | 'no-fees-centre'
  | 'card-saved'
  | 'bank-saved'
  | 'payment-failed'
  | 'debit-pending'
  | 'session-expired'
  | 'waitlist-place'
  | 'accepted'
  | 'on-waitlist'
  | 'declined'
  | 'expired'
  | 'rejected'
  | 'not-found'
  | 'error'
  | 'loading';

interface Args {
  region: 'US' | 'CA' | 'AU';
  answer: Answer;
}

/**
 * An offer at a centre where application fees are forbidden (Northern Lights The Annex, Toronto): the server reports
 * the fee as 0 whatever the offer's schedules carry, so the page says no fees are due and the family just accepts.
 */
function atCentreWithoutFees(): Offer {
  const base = offer('US');
  return {
    ...base,
    region: 'CA',
    businessName: 'Northern Lights Child Care',
    currency: 'CAD',
    center: { ...base.center, name: 'Northern Lights The Annex', timezone: 'America/Toronto' },
    children: base.children.map((child) => ({
      ...child,
      firstName: 'Noah',
      lastName: 'Tremblay',
      offers: child.offers.map((schedule) => ({ ...schedule, applicationFeeAmount: 0, feeStructureType: null })),
    })),
  };
}

const EVENTS = ['cc-navigate', 'cc-submitted'] as const;

function mocksFor(chosen: Args['region'], answer: Answer): MockedResponse[] {
  // The fixtures hold a US and an AU offer; a CA region shows the US one in Canadian wording.
  const region = chosen === 'CA' ? 'US' : chosen;
  switch (answer) {
    case 'no-fees-centre': {
      const open = atCentreWithoutFees();
      return [
        offerMock(open),
        actionMock('accept', open, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' }),
      ];
    }
    case 'open': {
      const open = offer(region);
      return [
        offerMock(open),
        actionMock('accept', open, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' }),
        actionMock('waitlist', open, { state: 'ACCEPTED_WAITLIST', applicationState: 'ON_WAITLIST' }),
        actionMock('decline', open, { state: 'LOST', applicationState: 'LOST' }),
      ];
    }
    case 'fee':
      return [offerMock(offer(region, { fee: 7500 }))];
    case 'card-saved':
      return [offerMock(offer(region, { fee: 7500, lastFour: '4242' }))];
    case 'bank-saved':
      return [offerMock(offer(region, { fee: 7500, lastFour: '6789', bank: true }))];
    case 'payment-failed':
      return [
        offerMock(
          offer(region, {
            fee: 7500,
            lastFour: '1116',
            bank: true,
            charges: [{ status: 'failed', methodType: 'CHECKING_ACCOUNT' }],
          }),
        ),
      ];
    case 'debit-pending':
      return [
        offerMock(
          offer(region, {
            fee: 7500,
            lastFour: '6789',
            bank: true,
            applicationState: 'ACCEPTED_OFFER_PENDING_PAYMENT',
            charges: [{ status: 'pending', methodType: 'CHECKING_ACCOUNT' }],
          }),
        ),
      ];
    case 'session-expired':
      return [offerMock(offer(region, { fee: 7500, sessionExpiresAt: '2020-01-01T00:00:00.000Z' }))];
    case 'waitlist-place':
      return [offerMock(offer(region, { state: 'OFFERED_WAITLIST', applicationState: 'OFFERED_PENDING_ACCEPTANCE' }))];
    case 'accepted':
      return [offerMock(offer(region, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' }))];
    case 'on-waitlist':
      return [
        offerMock(offer(region, { state: 'ACCEPTED_WAITLIST', applicationState: 'ON_WAITLIST' })),
        waitlistPositionsMock(region, 2, 9),
      ];
    case 'declined':
      return [offerMock(offer(region, { state: 'LOST', applicationState: 'LOST' }))];
    case 'expired': {
      const expired = offer(region, { expired: true, expiryDate: '2026-11-22' });
      return [offerMock(expired), checkExpiredMock(expired)];
    }
    case 'rejected':
      return [offerMock(offer(region, { state: 'REJECTED', applicationState: 'LOST' }))];
    case 'not-found':
      return [offerMock('not-found')];
    case 'error':
      return [offerMock(new Error('Failed to fetch'))];
    case 'loading':
      return [offerMock(offer(region), 1e9)];
  }
}

const meta = {
  title: 'Offer/Offer page',
  args: { region: 'US', answer: 'open' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'CA', 'AU'] },
    answer: {
      control: 'select',
      options: [
        'open',
        'fee',
        'no-fees-centre',
        'card-saved',
        'bank-saved',
        'payment-failed',
        'debit-pending',
        'session-expired',
        'waitlist-place',
        'accepted',
        'on-waitlist',
        'declined',
        'expired',
        'rejected',
        'not-found',
        'error',
        'loading',
      ],
    },
  },
  render: ({ region, answer }) => (
    <WidgetFrame
      key={`${region}-${answer}`}
      region={region}
      messages={OFFER_MESSAGES}
      mocks={mocksFor(region, answer)}
      events={EVENTS}
    >
      <OfferScreen widget={widgetProps('offer', { region })} linkCode={LINK_CODE} />
    </WidgetFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const FeeDue: StoryDef = { args: { answer: 'fee', region: 'AU' }, globals: MOBILE };
export const NoApplicationFeesCentreCaMobile: StoryDef = {
  args: { answer: 'no-fees-centre', region: 'CA' },
  globals: MOBILE,
};
export const NoApplicationFeesCentreCaDesktop: StoryDef = {
  args: { answer: 'no-fees-centre', region: 'CA' },
  globals: DESKTOP,
};
export const WaitlistPlace: StoryDef = { args: { answer: 'waitlist-place' }, globals: DESKTOP };
export const Accepted: StoryDef = { args: { answer: 'accepted' }, globals: MOBILE };
export const OnWaitlist: StoryDef = { args: { answer: 'on-waitlist', region: 'AU' }, globals: MOBILE };
export const OnWaitlistUsDesktop: StoryDef = { args: { answer: 'on-waitlist' }, globals: DESKTOP };
export const Declined: StoryDef = { args: { answer: 'declined' }, globals: DESKTOP };
export const Expired: StoryDef = { args: { answer: 'expired', region: 'AU' }, globals: MOBILE };
export const Rejected: StoryDef = { args: { answer: 'rejected' }, globals: MOBILE };
export const UnknownLink: StoryDef = { args: { answer: 'not-found' }, globals: MOBILE };
export const LoadError: StoryDef = { args: { answer: 'error' }, globals: DESKTOP };
export const Loading: StoryDef = { args: { answer: 'loading' }, globals: MOBILE };
export const CardSaved: StoryDef = { args: { answer: 'card-saved' }, globals: DESKTOP };
export const BankAccountSaved: StoryDef = { args: { answer: 'bank-saved', region: 'AU' }, globals: MOBILE };
export const BankAccountSavedUsDesktop: StoryDef = { args: { answer: 'bank-saved' }, globals: DESKTOP };
export const LastPaymentFailed: StoryDef = { args: { answer: 'payment-failed' }, globals: MOBILE };
export const DebitOnItsWay: StoryDef = { args: { answer: 'debit-pending', region: 'AU' }, globals: MOBILE };
export const DebitOnItsWayUsDesktop: StoryDef = { args: { answer: 'debit-pending' }, globals: DESKTOP };
export const SessionExpired: StoryDef = { args: { answer: 'session-expired' }, globals: MOBILE };
