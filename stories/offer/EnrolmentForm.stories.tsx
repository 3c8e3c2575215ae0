import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLError } from 'graphql';
import { standardEnrolmentForm } from '@cc/core/forms';
import type { MockedResponse } from '@cc/ui/testing';
import { OFFER_MESSAGES } from '../../packages/offer/src/i18n/catalogue';
import {
  EnrolmentBillingCyclesDocument,
  EnrolmentDocumentDocument,
  SaveEnrolmentDocumentDocument,
  SubmitEnrolmentDocument,
} from '../../packages/offer/src/screens/enrolment/enrolment.graphql.generated';
import { EnrolmentFormScreen } from '../../packages/offer/src/screens/enrolment/EnrolmentFormScreen';
import { LINK_CODE, offer, offerMock, widgetProps, type Offer } from '../../packages/offer/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { WidgetFrame } from '../WidgetFrame';

type Region = 'US' | 'AU';
type Answer = 'fresh' | 'resumed' | 'submitted' | 'loading' | 'error';

interface Args {
  region: Region;
  answer: Answer;
}

const EVENTS = ['cc-navigate', 'cc-submitted'] as const;

/** The centre's today, as the server sends it: after the offer was made, before the place starts. */
const TODAY = '2026-12-10';

/** What a family saved before leaving at Contacts: the child's questions answered, a primary contact begun. */
function savedAnswers(accepted: Offer, region: Region) {
  const child = accepted.children[0]!;
  const au = region === 'AU';
  return {
    children: [
      {
        id: child.id,
        firstName: child.firstName,
        lastName: child.lastName,
        dateOfBirth: child.dateOfBirth,
        gender: 'Female',
        ...(au ? { indigenousStatus: 'NotIndicated' } : { grade: 'PREK' }),
        hasMedicalCondition: 'no',
        hasImmunisation: 'no',
      },
    ],
    medical: [],
    primaryContacts: [
      {
        id: `primary-${region}`,
        firstName: au ? 'Linh' : 'Emily',
        lastName: child.lastName,
        email: au ? 'linh.nguyen@example.com' : 'emily.johnson@example.com',
        phone: au ? { number: '0412 345 678', type: 'Mobile' } : { number: '(312) 555-0123', type: 'Mobile' },
        relationship: 'parent',
      },
    ],
    secondaryContacts: [{ id: `secondary-${region}` }],
  };
}

/** The server's answer to enrollmentDocument for the accepted offer: the form, what was saved, or its refusal. */
function documentMock(
  accepted: Offer,
  answer: { enrollment: object; currentStep: string | null; submitted: boolean } | GraphQLError,
  delay = 0,
): MockedResponse {
  const request = {
    query: EnrolmentDocumentDocument,
    variables: {
      linkCode: LINK_CODE,
      businessId: accepted.businessId,
      applicationId: accepted.applicationId,
      applicationOfferId: accepted.id,
    },
  };
  if (answer instanceof GraphQLError) return { request, result: { errors: [answer] }, delay };
  return {
    request,
    result: {
      data: {
        enrollmentDocument: {
          applicationOfferId: accepted.id,
          form: JSON.stringify(standardEnrolmentForm(accepted.region as Region)),
          enrollment: JSON.stringify(answer.enrollment),
          currentStep: answer.currentStep,
          submitted: answer.submitted,
          today: TODAY,
        },
      },
    },
    delay,
    maxUsageCount: 5,
  };
}

/** Every Next saves and the last step submits; both succeed, so a designer can click through the form. */
function wizardMocks(accepted: Offer): MockedResponse[] {
  return [
    {
      request: { query: SaveEnrolmentDocumentDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { setEnrollmentDocument: { success: true, errors: [] } } },
      delay: 300,
    },
    {
      request: { query: EnrolmentBillingCyclesDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          enrollmentBillingCycleTemplates: [
            { __typename: 'BillingCycleTemplate', id: 'cycle-weekly', name: 'Weekly (Monday)' },
            { __typename: 'BillingCycleTemplate', id: 'cycle-monthly', name: 'Monthly (1st)' },
          ],
        },
      },
    },
    {
      request: { query: SubmitEnrolmentDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: { data: { submitOffer: { id: `enrolment-${accepted.region}`, errors: [] } } },
      delay: 300,
    },
  ];
}

function mocksFor(region: Region, answer: Answer): MockedResponse[] {
  const accepted = offer(region, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' });
  switch (answer) {
    case 'fresh':
      return [
        offerMock(accepted),
        documentMock(accepted, { enrollment: {}, currentStep: null, submitted: false }),
        ...wizardMocks(accepted),
      ];
    case 'resumed':
      return [
        offerMock(accepted),
        documentMock(accepted, {
          enrollment: savedAnswers(accepted, region),
          currentStep: 'contacts',
          submitted: false,
        }),
        ...wizardMocks(accepted),
      ];
    case 'submitted':
      return [
        offerMock(accepted),
        documentMock(accepted, { enrollment: savedAnswers(accepted, region), currentStep: 'terms', submitted: true }),
      ];
    case 'loading':
      return [
        offerMock(accepted),
        documentMock(accepted, { enrollment: {}, currentStep: null, submitted: false }, 1e9),
      ];
    case 'error':
      return [
        offerMock(accepted),
        documentMock(
          accepted,
          new GraphQLError('This offer has no enrolment form to fill in.', {
            extensions: { code: 'OFFER_NOT_ACCEPTED' },
          }),
        ),
      ];
  }
}

const meta = {
  title: 'Offer/Enrolment form',
  args: { region: 'US', answer: 'fresh' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    answer: { control: 'select', options: ['fresh', 'resumed', 'submitted', 'loading', 'error'] },
  },
  render: ({ region, answer }) => (
    <WidgetFrame
      key={`${region}-${answer}`}
      region={region}
      messages={OFFER_MESSAGES}
      mocks={mocksFor(region, answer)}
      events={EVENTS}
    >
      <EnrolmentFormScreen widget={widgetProps('enrolment-form', { region })} linkCode={LINK_CODE} />
    </WidgetFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const Resumed: StoryDef = { args: { answer: 'resumed' }, globals: MOBILE };
export const ResumedAuDesktop: StoryDef = { args: { answer: 'resumed', region: 'AU' }, globals: DESKTOP };
export const Submitted: StoryDef = { args: { answer: 'submitted', region: 'AU' }, globals: MOBILE };
export const SubmittedUsDesktop: StoryDef = { args: { answer: 'submitted' }, globals: DESKTOP };
export const Loading: StoryDef = { args: { answer: 'loading' }, globals: MOBILE };
export const LoadingAuDesktop: StoryDef = { args: { answer: 'loading', region: 'AU' }, globals: DESKTOP };
export const LoadError: StoryDef = { args: { answer: 'error' }, globals: DESKTOP };
export const LoadErrorAuMobile: StoryDef = { args: { answer: 'error', region: 'AU' }, globals: MOBILE };
