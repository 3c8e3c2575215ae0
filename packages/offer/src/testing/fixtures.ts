// The offer's GraphQL answers for component tests and Storybook: a US and an AU offer in any state, with and without
// a fee, and the answers to accept, return to the waitlist and decline. Nothing here is imported by the widget.
import { GraphQLError } from 'graphql';
import type { WidgetProps } from '@cc/ui';
import type { MockedResponse } from '@cc/ui/testing';
import {
  AcceptOfferDocument,
  CheckOfferExpiredDocument,
  DeclineOfferDocument,
  OfferPageDocument,
  RequestWaitlistDocument,
  type OfferPageQuery,
} from '../screens/offer/offer.graphql.generated';
import { OfferPrintDocument } from '../screens/print/print.graphql.generated';
import { OfferWaitlistPositionsDocument } from '../screens/outcomes/waitlist-positions.graphql.generated';
import { PayOfferFeeDocument } from '@cc/ui/payment';
import { ApplyOfferPromoCodeDocument } from '../screens/payment/promo.graphql.generated';

export const LINK_CODE = 'q8Vt2LmX9cRb4NwP7kZe3A';

type Region = 'US' | 'AU';
export type Offer = OfferPageQuery['applicationOfferForLinkCode'];

const PLACE: Record<Region, { business: string; centre: string; timezone: string; currency: string; child: string }> = {
  US: {
    business: 'Maple Grove Early Learning',
    centre: 'Maple Grove Lincoln Park',
    timezone: 'America/Chicago',
    currency: 'USD',
    child: 'Ava',
  },
  AU: {
    business: 'Wattle Tree Early Learning',
    centre: 'Wattle Tree Fitzroy',
    timezone: 'Australia/Melbourne',
    currency: 'AUD',
    child: 'Mia',
  },
};

export function widgetProps(view = 'offer', extra: Partial<WidgetProps> = {}): WidgetProps {
  return {
    api: 'http://127.0.0.1:1/graphql',
    region: 'US',
    locale: 'en',
    debug: false,
    view,
    linkCode: LINK_CODE,
    ...extra,
  };
}

export interface OfferOptions {
  state?: string;
  applicationState?: string;
  expired?: boolean;
  fee?: number;
  expiryDate?: string | null;
  biweekly?: boolean;
  /** A saved card ending in these digits. */
  lastFour?: string;
  /** When the payment provider's session for the page ends. */
  sessionExpiresAt?: string;
  /** The saved method is a bank account (with debit consent, so it pays automatically). */
  bank?: boolean;
  /** The offer's charges, oldest first. */
  charges?: ReadonlyArray<{ status: string; methodType?: string; amount?: number }>;
}

export function offer(region: Region, options: OfferOptions = {}): Offer {
  const place = PLACE[region];
  const fee = options.fee ?? 0;
  const state = options.state ?? 'NEW';
  return {
    __typename: 'ApplicationOffer',
    id: `offer-${region}`,
    businessId: `business-${region}`,
    businessName: place.business,
    region,
    currency: place.currency,
    applicationId: `application-${region}`,
    linkCode: LINK_CODE,
    applicationState: options.applicationState ?? 'OFFERED',
    state,
    earliestProgramStartDate: '2027-01-04',
    expiryDate: options.expiryDate === undefined ? '2027-01-15' : options.expiryDate,
    expired: options.expired ?? false,
    enrollmentFormRequired: true,
    appliedFlowType: 'INQUIRE_OFFER_ENROLLMENT',
    leadPromoCodes: false,
    center: { __typename: 'OfferCenter', id: `centre-${region}`, name: place.centre, timezone: place.timezone },
    children: [
      {
        __typename: 'OfferChild',
        id: `child-${region}`,
        firstName: place.child,
        lastName: region === 'US' ? 'Johnson' : 'Nguyen',
        dateOfBirth: '2023-03-08',
        offers: [
          {
            __typename: 'OfferSchedule',
            id: `schedule-${region}`,
            state,
            startDate: '2027-01-04',
            endDate: null,
            cycleType: options.biweekly ? 'Biweekly' : 'Weekly',
            careType: 'LDC',
            className: 'Possums',
            feeAmount: 8500,
            feeType: 'Daily',
            feeStructureType: 'PERAPPLICATION',
            applicationFeeAmount: fee,
            days: [
              { __typename: 'OfferScheduleDay', dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
              { __typename: 'OfferScheduleDay', dayOfWeek: 'MONDAY', week: 'WEEK1' },
              ...(options.biweekly
                ? [{ __typename: 'OfferScheduleDay' as const, dayOfWeek: 'FRIDAY' as const, week: 'WEEK2' as const }]
                : []),
            ],
            program: {
              __typename: 'OfferProgram',
              id: `program-${region}`,
              programName: 'Toddler Room',
              description: 'Play-based days for children from 18 months.',
            },
          },
        ],
      },
    ],
    paymentInfo: {
      __typename: 'PaymentInfo',
      applicationOfferId: `offer-${region}`,
      isPaymentRequired: fee > 0 && state === 'NEW',
      applicationFeeAmount: fee,
      discountAmount: 0,
      discount: null,
      surchargeAmount: 0,
      total: fee,
      currency: place.currency,
    },
    paymentProviderInfo:
      fee > 0 && state === 'NEW'
        ? {
            __typename: 'PaymentProviderInfo',
            paymentProcessorType: 'SANDBOX',
            isSandbox: true,
            fieldsUrl: 'about:blank#sandbox-fields',
            bankFieldsUrl: 'about:blank#sandbox-bank-fields',
            acceptedPaymentTypes: ['credit-card', 'bank-account'],
            fieldsOrigin: 'http://127.0.0.1:9',
            session: {
              __typename: 'PaymentSession',
              key: 'session',
              expiresAt: options.sessionExpiresAt ?? '2099-01-01T00:00:00.000Z',
              durationAvailable: 10,
            },
          }
        : null,
    paymentMethod: options.lastFour
      ? {
          __typename: 'OfferPaymentMethod',
          paymentToken: 'sbx_tok_fixture',
          methodType: options.bank ? 'CHECKING_ACCOUNT' : 'CREDIT_CARD',
          brand: options.bank ? 'CHECKING_ACCOUNT' : 'VISA',
          lastFour: options.lastFour,
          isAutoPay: options.bank === true,
        }
      : null,
    charges: (options.charges ?? []).map((charge, i) => ({
      __typename: 'OfferCharge',
      id: `charge-${i}`,
      amount: charge.amount ?? fee,
      status: charge.status,
      reference: `sbx_ch_${i}`,
      lastFour: options.lastFour ?? '4242',
      methodType: charge.methodType ?? 'CREDIT_CARD',
      serviceFee: 0,
      createdAt: '2026-12-01T15:00:00.000Z',
      settledAt: charge.status === 'pending' ? null : '2026-12-01T15:00:00.000Z',
    })),
  } as unknown as Offer;
}

export function offerMock(answer: Offer | Error | 'not-found', delay = 0): MockedResponse {
  const request = { query: OfferPageDocument, variables: { linkCode: LINK_CODE } };
  if (answer === 'not-found')
    return {
      request,
      result: { errors: [new GraphQLError('Offer not found.', { extensions: { code: 'NOT_FOUND' } })] },
      delay,
    };
  if (answer instanceof Error) return { request, error: answer, delay };
  return { request, result: { data: { applicationOfferForLinkCode: answer } }, delay, maxUsageCount: 5 };
}

/** The waitlist outcome's read of the family's place: `position` of `total` for the offer's program. */
export function waitlistPositionsMock(region: Region, position: number, total: number): MockedResponse {
  return {
    request: { query: OfferWaitlistPositionsDocument, variables: { linkCode: LINK_CODE } },
    result: {
      data: {
        applicationOfferForLinkCode: {
          __typename: 'ApplicationOffer',
          id: `offer-${region}`,
          waitlistPositions: [
            {
              __typename: 'WaitlistPosition',
              applicationScheduleId: `schedule-${region}`,
              position,
              total,
              programName: region === 'US' ? 'Toddler Room' : 'Nursery',
              centerName: PLACE[region].centre,
              startDate: '2027-09-06',
            },
          ],
        },
      },
    },
  };
}

export function printMock(answer: Offer): MockedResponse {
  return {
    request: { query: OfferPrintDocument, variables: { linkCode: LINK_CODE } },
    result: { data: { applicationOfferByLinkCodeForPrint: answer } },
  };
}

export function checkExpiredMock(answer: Offer): MockedResponse {
  return {
    request: {
      query: CheckOfferExpiredDocument,
      variables: {
        linkCode: LINK_CODE,
        businessId: answer.businessId,
        applicationId: answer.applicationId,
        applicationOfferId: answer.id,
      },
    },
    result: { data: { checkApplicationOfferExpired: true } },
  };
}

const ACTIONS = {
  accept: [AcceptOfferDocument, 'acceptOffer'],
  waitlist: [RequestWaitlistDocument, 'requestWaitlist'],
  decline: [DeclineOfferDocument, 'declineApplicationOffer'],
} as const;

/** The server's answer to one of the family's answers: the offer moved to `to`, or refused with `refusal`. */
export function actionMock(
  action: keyof typeof ACTIONS,
  before: Offer,
  to: { state: string; applicationState: string },
  refusal?: string,
): MockedResponse {
  const [query, field] = ACTIONS[action];
  const input = {
    linkCode: LINK_CODE,
    businessId: before.businessId,
    applicationId: before.applicationId,
    applicationOfferId: before.id,
  };
  return {
    request: { query, variables: { input } },
    result: {
      data: {
        [field]: {
          __typename: 'OfferActionResult',
          success: refusal === undefined,
          errors: refusal ? [{ __typename: 'FieldError', path: 'applicationOfferId', key: refusal }] : [],
          offer: {
            __typename: 'ApplicationOffer',
            id: before.id,
            state: to.state,
            applicationState: to.applicationState,
            expired: before.expired,
            paymentInfo: {
              ...before.paymentInfo,
              isPaymentRequired: to.state === 'NEW' && before.paymentInfo.total > 0,
            },
          },
        },
      },
    },
  };
}

/** The server's answer to paying the fee with the saved card: true, or the processor's decline. */
export function payMock(before: Offer, declined?: string): MockedResponse {
  return {
    request: {
      query: PayOfferFeeDocument,
      variables: {
        linkCode: LINK_CODE,
        businessId: before.businessId,
        applicationId: before.applicationId,
        applicationOfferId: before.id,
        paymentToken: 'sbx_tok_fixture',
      },
    },
    result: declined
      ? { errors: [new GraphQLError(declined, { extensions: { code: 'PAYMENT_DECLINED' } })] }
      : { data: { payEnrollmentFeeForOffer: true } },
  };
}

/** The server's answer to a promo code: the fee with the discount off, or the refusal's key. */
export function promoMock(
  before: Offer,
  promoCode: string,
  answer: { discount: number; name: string } | string,
): MockedResponse {
  const refused = typeof answer === 'string';
  const fee = before.paymentInfo.applicationFeeAmount;
  const discount = refused ? 0 : answer.discount;
  return {
    request: {
      query: ApplyOfferPromoCodeDocument,
      variables: {
        linkCode: LINK_CODE,
        businessId: before.businessId,
        applicationId: before.applicationId,
        applicationOfferId: before.id,
        promoCode,
      },
    },
    result: {
      data: {
        applyPromoCode: {
          __typename: 'PromoCodeResult',
          success: !refused,
          errors: refused ? [{ __typename: 'FieldError', path: 'promoCode', key: answer }] : [],
          offer: {
            __typename: 'ApplicationOffer',
            id: before.id,
            paymentInfo: {
              ...before.paymentInfo,
              discountAmount: discount,
              discount: refused ? null : { __typename: 'PaymentDiscount', name: answer.name, amount: discount },
              total: fee - discount,
            },
          },
        },
      },
    },
  };
}
