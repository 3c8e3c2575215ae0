// A family at the review step, per region, and what the server would answer for their schedules: the cost
// estimate (weekly, biweekly/fortnightly, or with casual care) and the fees due now. Answered through Apollo's
// MockedProvider for the variables the review really sends.
import type { GraphQLError } from 'graphql';
import { DEFAULT_FEATURE_FLAGS, type Region } from '@cc/core';
import type { MockedResponse } from '@cc/ui/testing';
import type { EnquiryFormValues, ProgramScheduleValues } from '../../packages/enquiry/src/form-values';
import type { EnquiryStepProps } from '../../packages/enquiry/src/steps/step-props';
import { dryRunOffers } from '../../packages/programs/src/cost-estimate/dryRunOffers';
import {
  EnquiryReviewCostEstimateDocument,
  EnquiryReviewPaymentDocument,
  type EnquiryReviewCostEstimateQuery,
  type EnquiryReviewPaymentQuery,
} from '../../packages/programs/src/cost-estimate/reviewEstimates.graphql.generated';

export const TODAY = '2030-03-01';

const CENTRES = {
  US: { id: '6f1c2a8e-1d3b-4c5e-9a7f-0b1c2d3e4f50', name: 'Maple Grove Learning Center' },
  CA: { id: '7a2d3b9f-2e4c-4d6f-8b8a-1c2d3e4f5061', name: 'Northern Lights Early Learning Centre' },
  AU: { id: '8b3e4c0a-3f5d-4e7a-9c9b-2d3e4f506172', name: 'Wattle Tree Early Learning Centre' },
};
const BUSINESS_ID = '5b0f1e52-3c1d-4a44-9d1e-0c6f2f3a9b10';
const CURRENCY = { US: 'USD', CA: 'CAD', AU: 'AUD' } as const;

/** The shape of the family's second program; the first is always a three-day weekly one. */
export type ScheduleKind = 'weekly' | 'biweekly' | 'casual';

function programs(kind: ScheduleKind): [ProgramScheduleValues, ProgramScheduleValues] {
  const toddlers: ProgramScheduleValues = {
    programId: 'p-toddlers',
    programName: 'Toddlers',
    className: 'Koala Room',
    careType: 'LDC',
    feeId: 'fee-toddlers',
    availablePlaces: 4,
    cycleType: 'Weekly',
    days: [
      { dayOfWeek: 'MONDAY', week: 'WEEK1' },
      { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
      { dayOfWeek: 'FRIDAY', week: 'WEEK1' },
    ],
    startDate: '2030-04-01',
    isEarlyBirdSignUp: true,
  };
  const preK: ProgramScheduleValues = {
    programId: 'p-prek',
    programName: 'Pre-K',
    careType: 'LDC',
    feeId: 'fee-prek',
    availablePlaces: 0,
    cycleType: kind === 'casual' ? 'Casual' : kind === 'biweekly' ? 'Biweekly' : 'Weekly',
    days:
      kind === 'casual'
        ? []
        : [
            { dayOfWeek: 'TUESDAY', week: 'WEEK1' },
            { dayOfWeek: 'THURSDAY', week: 'WEEK1' },
            ...(kind === 'biweekly' ? [{ dayOfWeek: 'TUESDAY' as const, week: 'WEEK2' as const }] : []),
          ],
    startDate: '2030-05-06',
  };
  return [toddlers, preK];
}

export function reviewValues(region: Region, kind: ScheduleKind = 'weekly'): EnquiryFormValues {
  const [toddlers, preK] = programs(kind);
  return {
    businessId: BUSINESS_ID,
    selectedCenter: CENTRES[region],
    firstName: 'Grace',
    lastName: region === 'AU' ? 'Nguyen' : 'Hopper',
    email: region === 'AU' ? 'grace.nguyen@example.com.au' : 'grace.hopper@example.com',
    phoneNumber: { number: region === 'AU' ? '0412 345 678' : '(312) 555-0142', type: 'Mobile' },
    familyReceivesSubsidy: region === 'AU' ? true : undefined,
    children: [
      { key: 'k-ada', firstName: 'Ada', lastName: 'Hopper', dateOfBirth: '2027-05-04', programSchedules: [toddlers] },
      { key: 'k-alan', firstName: 'Alan', lastName: 'Hopper', dateOfBirth: '2026-01-15', programSchedules: [preK] },
    ],
    selectedProgramGroup: [],
    cwaConsent: true,
  };
}

export function reviewStepProps(region: Region, showCostEstimate = true): EnquiryStepProps {
  return {
    businessId: BUSINESS_ID,
    center: CENTRES[region],
    region,
    flags: { ...DEFAULT_FEATURE_FLAGS, enrolmentShowCostEstimate: showCostEstimate },
    enrollmentSettings: {
      flowType: region === 'AU' ? 'INQUIRE_OFFER_ENROLLMENT' : 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
      isUseProgramGroup: false,
      isUsePerProgramGroupFees: false,
      currency: CURRENCY[region],
    },
    today: TODAY,
    audience: 'guardian',
  };
}

type Estimate = EnquiryReviewCostEstimateQuery['weeklyCostEstimateForReEnrolment'];
type Payment = EnquiryReviewPaymentQuery['paymentForReEnrolment'];

/** What the server computes for the fixture schedules: Toddlers $85.50 a day, Pre-K $320.00 a week or $95 casual. */
export function estimateFor(region: Region, kind: ScheduleKind): Estimate {
  const currency = CURRENCY[region];
  // In a biweekly total every row is priced for two weeks, so the rows add up to it.
  const weeks = kind === 'biweekly' ? 2 : 1;
  const toddlers = {
    childIdentifier: 'Ada$Hopper',
    childName: 'Ada Hopper',
    programName: 'Toddlers',
    numberOfDays: 3 * weeks,
    daysPerWeek: Array<number>(weeks).fill(3),
    amountPerSession: 8550,
    subTotal: 25650 * weeks,
    cycleType: 'Weekly' as const,
  };
  const preK = {
    childIdentifier: 'Alan$Hopper',
    childName: 'Alan Hopper',
    programName: 'Pre-K',
    numberOfDays: kind === 'casual' ? null : 2 * weeks,
    daysPerWeek: kind === 'casual' ? [] : Array<number>(weeks).fill(2),
    amountPerSession: kind === 'casual' ? 9500 : 16000,
    subTotal: kind === 'casual' ? 0 : 32000 * weeks,
    cycleType:
      kind === 'casual' ? ('Casual' as const) : kind === 'biweekly' ? ('Biweekly' as const) : ('Weekly' as const),
  };
  const total = kind === 'casual' ? null : toddlers.subTotal + preK.subTotal;
  return {
    isCostEstimable: true,
    estimatedTotalAmount: total,
    totalPeriod: kind === 'biweekly' ? 'biweekly' : 'weekly',
    currency,
    estimatedCostItems: [toddlers, preK],
  };
}

export function paymentFor(region: Region, applicationFeeCents: number): Payment {
  return {
    isPaymentRequired: applicationFeeCents > 0,
    applicationFeeAmount: applicationFeeCents,
    surchargeAmount: 0,
    discountAmount: 0,
    total: applicationFeeCents,
    currency: CURRENCY[region],
  };
}

export interface ReviewServerOptions {
  estimate?: Estimate;
  payment: Payment;
  /** The estimate fails with this error instead. */
  costError?: GraphQLError;
  delay?: number;
}

export function reviewMocks(values: EnquiryFormValues, region: Region, options: ReviewServerOptions): MockedResponse[] {
  const variables = {
    businessId: BUSINESS_ID,
    centerId: CENTRES[region].id,
    familyReceivesSubsidy: values.familyReceivesSubsidy ?? null,
    dryRunOffers: dryRunOffers(values),
  };
  const delay = options.delay ?? 400;
  return [
    {
      request: { query: EnquiryReviewCostEstimateDocument, variables },
      result: options.costError
        ? { errors: [options.costError] }
        : { data: { weeklyCostEstimateForReEnrolment: options.estimate ?? null } },
      delay,
    },
    {
      request: { query: EnquiryReviewPaymentDocument, variables },
      result: { data: { paymentForReEnrolment: options.payment } },
      delay,
    },
  ];
}
