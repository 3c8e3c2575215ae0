import { assert, expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { Form } from 'react-final-form';
import { GraphQLError } from 'graphql';
import { DEFAULT_FEATURE_FLAGS, type Region } from '@cc/core';
import {
  dryRunOffers,
  EnquiryReviewCostEstimateDocument,
  EnquiryReviewPaymentDocument,
  type EnquiryReviewCostEstimateQuery,
  type EnquiryReviewPaymentQuery,
} from '@cc/programs/estimate';
import { byTestId, settle, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import type { EnquiryFormValues, ProgramScheduleValues } from '../../form-values';
import type { EnquiryStepProps } from '../step-props';
import { ReviewPage } from './ReviewPage';

const BUSINESS = '11111111-1111-4111-8111-111111111111';
const CENTRE = { id: '22222222-2222-4222-8222-222222222222', name: 'Maple Grove Learning Center' };

const toddlers: ProgramScheduleValues = {
  programId: 'p-toddlers',
  programName: 'Toddlers',
  className: 'Room 2',
  careType: 'LDC',
  feeId: 'fee-toddlers',
  availablePlaces: 3,
  cycleType: 'Weekly',
  days: [
    { dayOfWeek: 'FRIDAY', week: 'WEEK1' },
    { dayOfWeek: 'MONDAY', week: 'WEEK1' },
    { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
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
  cycleType: 'Weekly',
  days: [
    { dayOfWeek: 'TUESDAY', week: 'WEEK1' },
    { dayOfWeek: 'THURSDAY', week: 'WEEK1' },
  ],
  startDate: '2030-05-06',
};

function formValues(overrides: Partial<EnquiryFormValues> = {}, alan: ProgramScheduleValues = preK): EnquiryFormValues {
  return {
    businessId: BUSINESS,
    selectedCenter: CENTRE,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phoneNumber: { number: '(312) 555-0142', type: 'Mobile' },
    familyReceivesSubsidy: false,
    children: [
      {
        key: 'k-ada',
        firstName: 'Ada',
        lastName: 'Hopper',
        dateOfBirth: '2027-05-04',
        programSchedules: [toddlers],
      },
      {
        key: 'k-alan',
        firstName: 'Alan',
        lastName: 'Hopper',
        dateOfBirth: '2026-01-15',
        programSchedules: [alan],
      },
    ],
    selectedProgramGroup: [],
    cwaConsent: true,
    ...overrides,
  };
}

function stepProps(region: Region, overrides: Partial<EnquiryStepProps> = {}): EnquiryStepProps {
  return {
    businessId: BUSINESS,
    center: CENTRE,
    region,
    flags: DEFAULT_FEATURE_FLAGS,
    enrollmentSettings: {
      flowType: 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
      isUseProgramGroup: false,
      isUsePerProgramGroupFees: false,
      currency: region === 'AU' ? 'AUD' : 'USD',
    },
    today: '2030-03-01',
    audience: 'guardian',
    ...overrides,
  };
}

type Estimate = EnquiryReviewCostEstimateQuery['weeklyCostEstimateForReEnrolment'];
type Payment = EnquiryReviewPaymentQuery['paymentForReEnrolment'];

const weeklyEstimate: Estimate = {
  isCostEstimable: true,
  estimatedTotalAmount: 57650,
  totalPeriod: 'weekly',
  currency: 'USD',
  estimatedCostItems: [
    {
      childIdentifier: 'Ada$Hopper',
      childName: 'Ada Hopper',
      programName: 'Toddlers',
      numberOfDays: 3,
      daysPerWeek: [3],
      amountPerSession: 8550,
      subTotal: 25650,
      cycleType: 'Weekly',
    },
    {
      childIdentifier: 'Alan$Hopper',
      childName: 'Alan Hopper',
      programName: 'Pre-K',
      numberOfDays: 2,
      daysPerWeek: [2],
      amountPerSession: 16000,
      subTotal: 32000,
      cycleType: 'Weekly',
    },
  ],
};
const casualEstimate: Estimate = {
  ...weeklyEstimate,
  estimatedTotalAmount: null,
  estimatedCostItems: [
    weeklyEstimate.estimatedCostItems[0]!,
    {
      ...weeklyEstimate.estimatedCostItems[1]!,
      numberOfDays: null,
      amountPerSession: 9500,
      subTotal: 0,
      cycleType: 'Casual',
    },
  ],
};
const noFees: Payment = {
  isPaymentRequired: false,
  applicationFeeAmount: 0,
  surchargeAmount: 0,
  discountAmount: 0,
  total: 0,
  currency: 'USD',
};
const applicationFee: Payment = { ...noFees, isPaymentRequired: true, applicationFeeAmount: 5000, total: 5000 };

/** The exact variables the page must send; a mock only answers a request that matches them. */
function variablesFor(values: EnquiryFormValues) {
  return {
    businessId: BUSINESS,
    centerId: CENTRE.id,
    familyReceivesSubsidy: values.familyReceivesSubsidy ?? null,
    dryRunOffers: dryRunOffers(values),
  };
}
const costMock = (values: EnquiryFormValues, result: MockedResponse['result']): MockedResponse => ({
  request: { query: EnquiryReviewCostEstimateDocument, variables: variablesFor(values) },
  result,
  // Long enough for the first render to show the loading state.
  delay: 30,
});
const paymentMock = (values: EnquiryFormValues, payment: Payment): MockedResponse => ({
  request: { query: EnquiryReviewPaymentDocument, variables: variablesFor(values) },
  result: { data: { paymentForReEnrolment: payment } },
  delay: 30,
});

const renderer = shadowRenderer();
const render = (
  values: EnquiryFormValues,
  mocks: MockedResponse[],
  region: Region = 'US',
  props: Partial<EnquiryStepProps> = {},
) =>
  renderer.render(
    <Form<EnquiryFormValues> onSubmit={() => undefined} initialValues={values}>
      {() => <ReviewPage {...stepProps(region, props)} />}
    </Form>,
    { region, mocks },
  );

const allText = (shadow: ShadowRoot, id: string) =>
  [...shadow.querySelectorAll(`[data-testid="${id}"]`)].map((element) => element.textContent);

/** Table rows as their cells' text. */
const tableRows = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('[data-testid="review-cost-item"]')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

const loaded = (shadow: ShadowRoot) =>
  !byTestId(shadow, 'review-cost-loading') && !byTestId(shadow, 'review-fees-loading');

describe('ReviewPage', () => {
  afterEach(async () => {
    await renderer.cleanup();
    await setViewport({ width: 1280, height: 800 });
  });

  it('shows the centre, the parent and each child with programs and schedules, read-only', async () => {
    const values = formValues({ familyReceivesSubsidy: true });
    const shadow = await render(values, [
      costMock(values, { data: { weeklyCostEstimateForReEnrolment: weeklyEstimate } }),
      paymentMock(values, noFees),
    ]);
    expect(byTestId(shadow, 'review-centre')?.querySelector('h3')?.textContent).to.equal('Selected center');
    expect(byTestId(shadow, 'review-centre-name')?.textContent).to.equal('Maple Grove Learning Center');
    expect(byTestId(shadow, 'review-parent-name')?.textContent).to.equal('Grace Hopper');
    expect(byTestId(shadow, 'review-parent-email')?.textContent).to.equal('grace@example.com');
    expect(byTestId(shadow, 'review-parent-phone')?.textContent).to.equal('(312) 555-0142 (Mobile)');
    expect(byTestId(shadow, 'review-parent-subsidy')?.previousElementSibling?.textContent).to.equal(
      'Family receives subsidy',
    );
    expect(byTestId(shadow, 'review-parent-subsidy')?.textContent).to.equal('Yes');

    expect(allText(shadow, 'review-child-name')).to.deep.equal(['Ada Hopper', 'Alan Hopper']);
    expect(allText(shadow, 'review-child-dob')).to.deep.equal(['05-04-2027', '01-15-2026']);
    expect(allText(shadow, 'review-child-age')).to.deep.equal(['2 years 9 months', '4 years 1 month']);
    expect(allText(shadow, 'review-program-name')).to.deep.equal(['Toddlers', 'Pre-K']);
    expect(allText(shadow, 'review-program-cycle')).to.deep.equal(['Weekly', 'Weekly']);
    expect(allText(shadow, 'review-program-days')).to.deep.equal([
      'Monday, Wednesday, and Friday',
      'Tuesday and Thursday',
    ]);
    expect(allText(shadow, 'review-program-start')).to.deep.equal(['04-01-2030', '05-06-2030']);
    // Early bird on Toddlers only; Pre-K has no places left, so it goes to the waitlist.
    const programs = [...shadow.querySelectorAll('[data-testid="review-program"]')];
    expect(programs[0]?.querySelector('[data-testid="review-early-bird"]')?.textContent).to.equal('Early Bird Sign Up');
    expect(programs[0]?.querySelector('[data-testid="review-waitlist"]')).to.equal(null);
    expect(programs[1]?.querySelector('[data-testid="review-early-bird"]')).to.equal(null);
    expect(programs[1]?.querySelector('[data-testid="review-waitlist"]')?.textContent).to.equal(
      'Will be put on Waitlist',
    );
    await settle(() => loaded(shadow), 'the estimate');
    expect(shadow.querySelector('input, sl-input, sl-checkbox, sl-select')).to.equal(null);
  });

  it('shows the weekly estimate the server computed from the schedules, with the total', async () => {
    const values = formValues();
    const shadow = await render(values, [
      costMock(values, { data: { weeklyCostEstimateForReEnrolment: weeklyEstimate } }),
      paymentMock(values, applicationFee),
    ]);
    expect(byTestId(shadow, 'review-cost-loading')?.textContent).to.equal('Working out the cost estimate');
    await settle(() => loaded(shadow), 'the estimate');
    expect(byTestId(shadow, 'review-cost')?.querySelector('h3')?.textContent).to.equal('Weekly cost estimate');
    expect(tableRows(shadow)).to.deep.equal([
      ['Ada Hopper', 'Toddlers', '3', '$85.50', '$256.50'],
      ['Alan Hopper', 'Pre-K', '2', '$160.00', '$320.00'],
    ]);
    expect(byTestId(shadow, 'review-cost-total')?.textContent).to.equal('$576.50');
    expect(byTestId(shadow, 'review-cost-total')?.previousElementSibling?.textContent).to.equal('Weekly total');
    expect(byTestId(shadow, 'review-cost-total-hidden')).to.equal(null);
    expect(byTestId(shadow, 'review-fees-application')?.textContent).to.equal('$50.00');
    expect(byTestId(shadow, 'review-fees-total')?.textContent).to.equal('$50.00');
    expect(byTestId(shadow, 'review-fees-none')).to.equal(null);
  });

  it('hides the total when a schedule is casual, and prices casual care per session', async () => {
    const values = formValues({}, { ...preK, cycleType: 'Casual', days: [] });
    const shadow = await render(values, [
      costMock(values, { data: { weeklyCostEstimateForReEnrolment: casualEstimate } }),
      paymentMock(values, noFees),
    ]);
    await settle(() => loaded(shadow), 'the estimate');
    expect(tableRows(shadow)).to.deep.equal([
      ['Ada Hopper', 'Toddlers', '3', '$85.50', '$256.50'],
      ['Alan Hopper', 'Pre-K', 'Casual care', 'from $95.00 per session', '—Charged per session'],
    ]);
    expect(byTestId(shadow, 'review-cost-total')).to.equal(null);
    expect(byTestId(shadow, 'review-cost-total-hidden')?.textContent).to.equal(
      'No total is shown because casual care is charged per session.',
    );
    expect(allText(shadow, 'review-program-cycle')).to.deep.equal(['Weekly', 'Casual care']);
    expect(byTestId(shadow, 'review-fees-none')?.textContent).to.equal('No fees are due now');
  });

  it('leaves the estimate out when the flag is off or the server cannot estimate the fees', async () => {
    const values = formValues();
    let shadow = await render(values, [paymentMock(values, noFees)], 'US', {
      flags: { ...DEFAULT_FEATURE_FLAGS, enrolmentShowCostEstimate: false },
    });
    await settle(() => loaded(shadow), 'the fees');
    expect(byTestId(shadow, 'review-cost')).to.equal(null);
    expect(byTestId(shadow, 'review-fees-none')).to.not.equal(null);

    await renderer.cleanup();
    shadow = await render(values, [
      costMock(values, { data: { weeklyCostEstimateForReEnrolment: { ...weeklyEstimate, isCostEstimable: false } } }),
      paymentMock(values, noFees),
    ]);
    await settle(() => loaded(shadow) && !byTestId(shadow, 'review-cost'), 'hiding the estimate');
    expect(byTestId(shadow, 'review-cost')).to.equal(null);
  });

  it('shows the server message (extension first) when the estimate fails, and still the fees due', async () => {
    const values = formValues();
    const shadow = await render(values, [
      costMock(values, {
        errors: [
          new GraphQLError('fee lookup failed', { extensions: { message: 'The fees of Pre-K are not set up.' } }),
        ],
      }),
      paymentMock(values, applicationFee),
    ]);
    await settle(() => loaded(shadow), 'the answers');
    expect(allText(shadow, 'review-server-error')).to.deep.equal(['The fees of Pre-K are not set up.']);
    expect(byTestId(shadow, 'review-fees-total')?.textContent).to.equal('$50.00');
  });

  it('uses Australian wording, dates and currency, and labels a biweekly total fortnightly', async () => {
    const values = formValues({}, { ...preK, cycleType: 'Biweekly' });
    // As the server prices it: both rows for the fortnight, the weekly one twice, so rows and total agree.
    const fortnightly: Estimate = {
      ...weeklyEstimate,
      totalPeriod: 'biweekly',
      currency: 'AUD',
      estimatedTotalAmount: 115300,
      estimatedCostItems: weeklyEstimate.estimatedCostItems.map((item) => ({
        ...item,
        numberOfDays: item.numberOfDays! * 2,
        daysPerWeek: [item.numberOfDays!, item.numberOfDays!],
        subTotal: item.subTotal * 2,
      })),
    };
    const shadow = await render(
      values,
      [
        costMock(values, { data: { weeklyCostEstimateForReEnrolment: fortnightly } }),
        paymentMock(values, { ...applicationFee, currency: 'AUD' }),
      ],
      'AU',
    );
    expect(byTestId(shadow, 'review-centre')?.querySelector('h3')?.textContent).to.equal('Selected centre');
    expect(byTestId(shadow, 'review-parent-subsidy')?.previousElementSibling?.textContent).to.equal(
      'Family receives CCS subsidy',
    );
    expect(allText(shadow, 'review-child-dob')).to.deep.equal(['04-05-2027', '15-01-2026']);
    expect(allText(shadow, 'review-program-cycle')).to.deep.equal(['Weekly', 'Fortnightly']);
    await settle(() => loaded(shadow), 'the estimate');
    expect(byTestId(shadow, 'review-cost')?.querySelector('h3')?.textContent).to.equal('Fortnightly cost estimate');
    expect(byTestId(shadow, 'review-cost-total')?.textContent).to.equal('$1,153.00');
    expect(byTestId(shadow, 'review-cost-total')?.previousElementSibling?.textContent).to.equal('Fortnightly total');
    const rows = [...shadow.querySelectorAll('[data-testid="review-cost-item"]')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).to.deep.equal([
      ['Ada Hopper', 'Toddlers', 'Week 1: 3, week 2: 3', '$85.50', '$513.00'],
      ['Alan Hopper', 'Pre-K', 'Week 1: 2, week 2: 2', '$160.00', '$640.00'],
    ]);
  });

  it('on a phone lists the estimate as cards with the total below', async () => {
    await setViewport({ width: 375, height: 800 });
    const values = formValues();
    const shadow = await render(values, [
      costMock(values, { data: { weeklyCostEstimateForReEnrolment: weeklyEstimate } }),
      paymentMock(values, noFees),
    ]);
    await settle(() => loaded(shadow), 'the estimate');
    expect(byTestId(shadow, 'review-cost-table')).to.equal(null);
    expect(shadow.querySelectorAll('[data-testid="review-cost-list"] [data-testid="review-cost-item"]')).to.have.length(
      2,
    );
    expect(byTestId(shadow, 'review-cost-total')?.textContent).to.equal('$576.50');
    expect(byTestId(shadow, 'review-page')?.dataset.layout).to.equal('mobile');
  });

  for (const width of [375, 1280]) {
    it(`passes axe at ${width}px`, async () => {
      await setViewport({ width, height: 800 });
      const values = formValues();
      const shadow = await render(values, [
        costMock(values, { data: { weeklyCostEstimateForReEnrolment: casualEstimate } }),
        paymentMock(values, applicationFee),
      ]);
      await settle(() => loaded(shadow), 'the estimate');
      await assert.isAccessible(shadow.host as HTMLElement);
    });
  }
});
