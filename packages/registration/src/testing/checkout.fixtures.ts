// The registration checkout's GraphQL answers for component tests and Storybook: the US and AU submission in each
// state the page knows, its fees as the server counts them (places given are due, a waitlisted place costs nothing),
// and the answers to saving a card, accepting and applying a promo code. Nothing here is imported by the widget.
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@cc/ui/testing';
import {
  AcceptRegistrationDocument,
  ApplyRegistrationPromoDocument,
  RegistrationCheckoutDocument,
  SetRegistrationPaymentTokenDocument,
} from '../checkout/checkout.graphql.generated';
import type { CheckoutSubmission } from '../checkout/types';
import { FAMILY, REGISTRATION, programs, type StoryRegion } from './registration.fixtures';

/**
 * APPROVED: places given and a fee due (card frame, promo code). APPROVED_NO_FEE: a fee-free place only.
 * OFFERED_WAITLIST: a place and a full program that waits. The others show their notice, or no page at all.
 */
export type CheckoutState =
  'APPROVED' | 'APPROVED_NO_FEE' | 'OFFERED_WAITLIST' | 'SUBMITTED' | 'WAITLISTED' | 'COMPLETED' | 'REJECTED';

export type CheckoutAnswer = CheckoutState | 'not-found' | 'maintenance' | 'error' | 'loading';

export const PROMO_CODE = 'SUMMER10';

type Slug = 'summer-camp' | 'swim' | 'art' | 'music';
type ScheduleState = CheckoutSubmission['children'][number]['schedules'][number]['state'];
type Choice = [Slug, ScheduleState];

/** Who registered for what: the first child always, the second when given. */
const PICKS: Record<CheckoutState, [Choice[], Choice[]?]> = {
  APPROVED: [
    [
      ['summer-camp', 'APPROVED'],
      ['swim', 'APPROVED'],
    ],
    [['art', 'APPROVED']],
  ],
  APPROVED_NO_FEE: [[['swim', 'APPROVED']]],
  OFFERED_WAITLIST: [
    [
      ['summer-camp', 'APPROVED'],
      ['music', 'OFFERED_WAITLIST'],
    ],
  ],
  SUBMITTED: [[['summer-camp', 'SUBMITTED']], [['art', 'SUBMITTED']]],
  WAITLISTED: [[['music', 'WAITLISTED']]],
  COMPLETED: [
    [
      ['summer-camp', 'ACCEPTED'],
      ['swim', 'ACCEPTED'],
    ],
    [['art', 'ACCEPTED']],
  ],
  REJECTED: [[]],
};

const PAYABLE = new Set<string>(['APPROVED', 'OFFERED_WAITLIST']);

/** The submission as registrationSubmissionOfferForLinkCode reads it; `promo` takes 10% off the fees. */
export function submission(region: StoryRegion, state: CheckoutState, promo = false): CheckoutSubmission {
  const registration = REGISTRATION[region];
  const family = FAMILY.new[region];
  const catalogue = programs(region);
  const children = PICKS[state].flatMap((picks, i) => {
    const child = family.children[i];
    if (!picks || !child || picks.length === 0) return [];
    return [
      {
        id: `submission-child-${region}-${i}`,
        firstName: child.firstName,
        lastName: family.last,
        dateOfBirth: child.dateOfBirth,
        schedules: picks.map(([slug, scheduleState]) => {
          const program = catalogue.find((p) => p.id.endsWith(slug))!;
          return {
            id: `schedule-${region}-${i}-${slug}`,
            state: scheduleState,
            isWaitlisted: scheduleState === 'OFFERED_WAITLIST' || scheduleState === 'WAITLISTED',
            isEarlyBird: program.isEarlyBird,
            feeAmount: program.feeAmount,
            program: {
              id: program.id,
              name: program.name,
              description: program.description,
              startDate: program.startDate,
              endDate: program.endDate,
            },
          };
        }),
      },
    ];
  });
  const fee = children
    .flatMap((child) => child.schedules)
    .filter((s) => s.state === 'APPROVED' || s.state === 'ACCEPTED')
    .reduce((sum, s) => sum + s.feeAmount, 0);
  const discount = promo ? Math.round(fee / 10) : 0;
  const isPaid = state === 'COMPLETED' && fee > 0;
  const due = fee - discount > 0 && !isPaid && PAYABLE.has(state);
  const name = state === 'APPROVED_NO_FEE' ? 'APPROVED' : state;
  return {
    id: `submission-${region}`,
    businessId: registration.businessId,
    registrationId: registration.id,
    name: registration.name,
    description: registration.description,
    state: name as CheckoutSubmission['state'],
    region,
    centerId: registration.centerId,
    centerName: registration.centerName,
    acceptsPromoCodes: true,
    children,
    paymentInfo: {
      isPaymentRequired: due,
      registrationFeeAmount: fee,
      discount: discount > 0 ? { name: PROMO_CODE, amount: discount } : null,
      discountAmount: discount,
      surchargeAmount: 0,
      total: fee - discount,
      currency: registration.currency,
      isPaid,
    },
    // The sandbox's card page: a blank frame that loads nothing and posts nothing (its origin is nobody's).
    paymentProviderInfo: due
      ? {
          centerId: registration.centerId,
          paymentProcessorType: 'SANDBOX',
          isSandbox: true,
          fieldsUrl: 'about:blank#sandbox-fields',
          bankFieldsUrl: 'about:blank#sandbox-bank-fields',
          fieldsOrigin: 'http://127.0.0.1:9',
          acceptedPaymentTypes: ['credit-card'],
          session: { key: 'story-session', expiresAt: '2099-01-01T00:00:00.000Z', durationAvailable: 10 },
        }
      : null,
    paymentMethod: null,
  };
}

/** With its typename, as the server answers: the promo code's and the accept's answers then update the page. */
export const typed = <T extends { id: string }>(offer: T) => ({ __typename: 'RegistrationSubmissionOffer', ...offer });

const always = { variableMatcher: () => true, maxUsageCount: Number.POSITIVE_INFINITY } as const;
const coded = (message: string, code: string) => ({
  errors: [new GraphQLError(message, { extensions: { code } })],
});

/**
 * The submission once the family accepted it, as the server moves it: the places given ACCEPTED, the waitlisted
 * rows WAITLISTED (then the submission too, else COMPLETED), the fee paid by the card saved.
 */
export function acceptedSubmission(region: StoryRegion, state: CheckoutState): CheckoutSubmission {
  const before = submission(region, state);
  if (!PAYABLE.has(before.state)) return before;
  const moved: Partial<Record<ScheduleState, ScheduleState>> = { APPROVED: 'ACCEPTED', OFFERED_WAITLIST: 'WAITLISTED' };
  const children = before.children.map((child) => ({
    ...child,
    schedules: child.schedules.map((s) => ({ ...s, state: moved[s.state] ?? s.state })),
  }));
  const waits = children.some((child) => child.schedules.some((s) => s.state === 'WAITLISTED'));
  const paid = before.paymentInfo.total > 0;
  return {
    ...before,
    state: waits ? 'WAITLISTED' : 'COMPLETED',
    children,
    paymentInfo: { ...before.paymentInfo, isPaymentRequired: false, isPaid: paid },
    paymentProviderInfo: null,
    paymentMethod: paid
      ? { paymentToken: 'sbx_tok_story', methodType: 'CREDIT_CARD', brand: 'VISA', lastFour: '4242' }
      : null,
  };
}

/**
 * The checkout page's read, then (after an accept) the submission in its next state; the card saved, the accept
 * answered, and the promo code SUMMER10 applied (any other code is not valid).
 */
export function checkoutMocks(region: StoryRegion, answer: CheckoutAnswer): MockedResponse[] {
  const request = { query: RegistrationCheckoutDocument };
  if (answer === 'not-found') return [{ request, ...always, result: coded('Submission not found.', 'NOT_FOUND') }];
  if (answer === 'maintenance')
    return [{ request, ...always, result: coded('Registration is under maintenance.', 'MAINTENANCE') }];
  if (answer === 'error') return [{ request, ...always, error: new Error('Failed to fetch') }];
  if (answer === 'loading') return [{ request, ...always, delay: 1e9, result: { data: {} } }];
  const before = submission(region, answer);
  const after = acceptedSubmission(region, answer);
  const read = (offer: CheckoutSubmission) => ({ data: { registrationSubmissionOfferForLinkCode: typed(offer) } });
  return [
    { request, variableMatcher: () => true, maxUsageCount: 1, delay: 100, result: read(before) },
    { request, ...always, delay: 100, result: read(after) },
    {
      request: { query: SetRegistrationPaymentTokenDocument },
      ...always,
      result: (variables: { paymentToken: string }) => ({
        data: {
          setRegistrationSubmissionPaymentToken: {
            paymentToken: variables.paymentToken,
            methodType: 'CREDIT_CARD',
            brand: 'VISA',
            lastFour: '4242',
          },
        },
      }),
    },
    {
      request: { query: AcceptRegistrationDocument },
      ...always,
      delay: 300,
      result: {
        data: {
          acceptRegistrationSubmission: {
            success: true,
            errors: [],
            submission: typed({ id: after.id, state: after.state }),
          },
        },
      },
    },
    {
      request: { query: ApplyRegistrationPromoDocument },
      ...always,
      delay: 200,
      result: (variables: { promoCode: string }) => {
        const applied = variables.promoCode.trim().toUpperCase() === PROMO_CODE;
        return {
          data: {
            applyRegistrationSubmissionPromoCode: {
              success: applied,
              errors: applied ? [] : [{ path: 'promoCode', key: 'promo-invalid' }],
              submission: typed({
                id: before.id,
                paymentInfo: submission(region, answer, applied).paymentInfo,
              }),
            },
          },
        };
      },
    },
  ];
}
