// /parent-portal/re-enrolment: the screen as a signed-in family opens it (the centre step; a designer can click on
// to the children and contacts), its loading and error states, and each later step on its own with its data mocked
// at the GraphQL boundary: the children (and the Balance Overdue gate), the contacts with the spec's messages, and
// the review with the estimate, the fee due now and the enrolment-form alert.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockedResponse } from '@cc/ui/testing';
import { EnquiryReviewCostEstimateDocument, EnquiryReviewPaymentDocument } from '@cc/programs/estimate';
import { ReEnrolmentScreen } from '../../packages/portal/src/screens/reenrolment/ReEnrolmentScreen';
import type { ReEnrolmentFormValues } from '../../packages/portal/src/screens/reenrolment/form-values';
import { ChildrenStep } from '../../packages/portal/src/screens/reenrolment/steps/ChildrenStep';
import { ContactsStep } from '../../packages/portal/src/screens/reenrolment/steps/ContactsStep';
import { ReviewStep } from '../../packages/portal/src/screens/reenrolment/steps/ReviewStep';
import { validateContactsStep } from '../../packages/portal/src/screens/reenrolment/validation';
import { widgetProps } from '../../packages/portal/src/testing/fixtures';
import {
  ReEnrolmentStepFrame,
  chosenFamily,
  reEnrolmentMocks,
  stepData,
} from '../../packages/portal/src/testing/reenrolment.fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { PortalFrame } from './PortalFrame';

type Region = 'US' | 'AU';
type Screen = 'centre' | 'loading' | 'error' | 'children' | 'overdue' | 'contacts' | 'review';

interface Args {
  region: Region;
  screen: Screen;
}

const CURRENCY = { US: 'USD', AU: 'AUD' } as const;

/** Both children with a weekly schedule, as the review finds them. */
function reviewValues(region: Region): ReEnrolmentFormValues {
  const values = chosenFamily(region);
  const schedule = (programName: string, days: ('MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY')[]) => ({
    programId: `program-${programName}`,
    programName,
    careType: 'LDC' as const,
    availablePlaces: 3,
    cycleType: 'Weekly' as const,
    days: days.map((dayOfWeek) => ({ dayOfWeek, week: 'WEEK1' as const })),
    startDate: '2026-12-14',
  });
  return {
    ...values,
    cwaConsent: true,
    children: values.children.map((child, i) => ({
      ...child,
      programSchedules: [
        i === 0 ? schedule('Toddler Room', ['THURSDAY']) : schedule('Infant Care', ['MONDAY', 'TUESDAY', 'WEDNESDAY']),
      ],
    })),
  };
}

/** The review's two questions: the weekly estimate and the fee due now (an application fee for the baby). */
function reviewMocks(region: Region, values: ReEnrolmentFormValues): MockedResponse[] {
  const [first, second] = values.children;
  const item = (child: typeof first, days: number, perDay: number) => ({
    childIdentifier: child!.key,
    childName: `${child!.firstName} ${child!.lastName}`,
    programName: child!.programSchedules[0]!.programName,
    numberOfDays: days,
    daysPerWeek: [days],
    amountPerSession: perDay,
    subTotal: days * perDay,
    cycleType: 'Weekly' as const,
  });
  const items = [item(first, 1, 8950), item(second, 3, 14167)];
  const always = { variableMatcher: () => true, maxUsageCount: Number.POSITIVE_INFINITY, delay: 300 };
  return [
    {
      request: { query: EnquiryReviewCostEstimateDocument },
      ...always,
      result: {
        data: {
          weeklyCostEstimateForReEnrolment: {
            isCostEstimable: true,
            estimatedTotalAmount: items.reduce((sum, i) => sum + i.subTotal, 0),
            totalPeriod: 'weekly',
            currency: CURRENCY[region],
            estimatedCostItems: items,
          },
        },
      },
    },
    {
      request: { query: EnquiryReviewPaymentDocument },
      ...always,
      result: {
        data: {
          paymentForReEnrolment: {
            isPaymentRequired: true,
            applicationFeeAmount: 7500,
            surchargeAmount: 0,
            discountAmount: 0,
            total: 7500,
            currency: CURRENCY[region],
          },
        },
      },
    },
  ];
}

function Step({ region, screen }: Args) {
  if (screen === 'children' || screen === 'overdue') {
    const overdue = screen === 'overdue';
    return (
      <ReEnrolmentStepFrame region={region} data={stepData(region, overdue)} values={chosenFamily(region, overdue)}>
        <ChildrenStep />
      </ReEnrolmentStepFrame>
    );
  }
  if (screen === 'contacts') {
    const data = stepData(region);
    return (
      <ReEnrolmentStepFrame
        region={region}
        data={data}
        values={chosenFamily(region)}
        showErrors
        validate={(v) => validateContactsStep(v, { settings: data.contactSettings, phone: data.phone })}
      >
        <ContactsStep />
      </ReEnrolmentStepFrame>
    );
  }
  const values = reviewValues(region);
  return (
    <ReEnrolmentStepFrame
      region={region}
      data={stepData(region)}
      values={values}
      mocks={[...reEnrolmentMocks(region), ...reviewMocks(region, values)]}
    >
      <ReviewStep />
    </ReEnrolmentStepFrame>
  );
}

const meta = {
  title: 'Portal/Re-enrolment',
  args: { region: 'US', screen: 'centre' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    screen: {
      control: 'inline-radio',
      options: ['centre', 'loading', 'error', 'children', 'overdue', 'contacts', 'review'],
    },
  },
  render: ({ region, screen }) =>
    screen === 'centre' || screen === 'loading' || screen === 'error' ? (
      <PortalFrame
        key={`${region}-${screen}`}
        region={region}
        mocks={reEnrolmentMocks(region, {
          loading: screen === 'loading',
          error: screen === 'error' ? 'Unexpected error.' : undefined,
        })}
      >
        <ReEnrolmentScreen widget={widgetProps('re-enrolment', { token: 'story-token', region })} />
      </PortalFrame>
    ) : (
      <Step key={`${region}-${screen}`} region={region} screen={screen} />
    ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const CentreUsDesktop: StoryDef = { globals: DESKTOP };
export const CentreUsMobile: StoryDef = { globals: MOBILE };
export const CentreAuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const CentreAuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const Loading: StoryDef = { args: { screen: 'loading' }, globals: MOBILE };
export const LoadError: StoryDef = { args: { screen: 'error' }, globals: DESKTOP };
export const ChildrenUsMobile: StoryDef = { args: { screen: 'children' }, globals: MOBILE };
export const ChildrenAuDesktop: StoryDef = { args: { screen: 'children', region: 'AU' }, globals: DESKTOP };
export const BalanceOverdueMobile: StoryDef = { args: { screen: 'overdue' }, globals: MOBILE };
export const BalanceOverdueDesktop: StoryDef = { args: { screen: 'overdue' }, globals: DESKTOP };
export const ContactsUsDesktop: StoryDef = { args: { screen: 'contacts' }, globals: DESKTOP };
export const ContactsAuMobile: StoryDef = { args: { screen: 'contacts', region: 'AU' }, globals: MOBILE };
export const ReviewUsMobile: StoryDef = { args: { screen: 'review' }, globals: MOBILE };
export const ReviewAuDesktop: StoryDef = { args: { screen: 'review', region: 'AU' }, globals: DESKTOP };
