import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraphQLError } from 'graphql';
import { standardEnrolmentForm } from '@cc/core/forms';
import type { MockedResponse } from '@cc/ui/testing';
import {
  SaveFormAccountDocument,
  UpdateFormAccountDocument,
  UpdateFormMeDocument,
} from '../../packages/portal/src/screens/update-form/updateForm.graphql.generated';
import { UpdateFormScreen } from '../../packages/portal/src/screens/update-form/UpdateFormScreen';
import { BUSINESS, widgetProps } from '../../packages/portal/src/testing/fixtures';
import { DESKTOP, MOBILE } from '../regions';
import { PortalFrame } from './PortalFrame';

type Region = 'US' | 'AU';
type Answer = 'submitted' | 'in-progress' | 'loading' | 'not-found';

interface Args {
  region: Region;
  answer: Answer;
}

/** The centre's today, as the server sends it: some weeks after the child started. */
const TODAY = '2027-02-15';

const FAMILY: Record<Region, { child: string; parent: string; grandparent: string; lastName: string }> = {
  US: { child: 'Ava', parent: 'Emily', grandparent: 'Robert', lastName: 'Johnson' },
  AU: { child: 'Mia', parent: 'Linh', grandparent: 'Thanh', lastName: 'Nguyen' },
};

/**
 * The form the family submitted at enrolment. The child's filled answers are locked in an update; what was left
 * empty (the middle name, in Australia the CRN) can still be filled, and every contact can change.
 */
function submittedAnswers(region: Region) {
  const au = region === 'AU';
  const family = FAMILY[region];
  const childId = `child-${region}`;
  return {
    children: [
      {
        id: childId,
        firstName: family.child,
        lastName: family.lastName,
        dateOfBirth: '2023-03-08',
        gender: 'Female',
        ...(au ? { indigenousStatus: 'NeitherAboriginalTorresStraitIslander' } : { grade: 'PREK' }),
        hasMedicalCondition: 'no',
        hasImmunisation: 'no',
      },
    ],
    medical: [],
    primaryContacts: [
      {
        id: `primary-${region}`,
        firstName: family.parent,
        lastName: family.lastName,
        email: au ? 'linh.nguyen@example.com' : 'emily.johnson@example.com',
        phone: au ? { number: '0412 345 678', type: 'Mobile' } : { number: '(312) 555-0123', type: 'Mobile' },
        relationship: 'parent',
        address: au
          ? { address1: '12 Gertrude Street', city: 'Fitzroy', state: 'VIC', postalCode: '3065' }
          : { address1: '2418 N Clark Street', address2: 'Apt 3B', city: 'Chicago', state: 'IL', postalCode: '60614' },
      },
    ],
    secondaryContacts: [
      {
        id: `secondary-${region}`,
        firstName: family.grandparent,
        lastName: family.lastName,
        phone: au ? { number: '03 9416 2277', type: 'Home' } : { number: '(773) 555-0188', type: 'Home' },
        relationship: 'grandparent',
        emergencyContact: [childId],
        permissionToPickUp: [childId],
      },
    ],
    cwaConsent: true,
    tcAgreed: true,
    signature: { typedName: `${family.parent} ${family.lastName}` },
  };
}

/** Who the session's parent is: the business the bare route's form belongs to. */
function meMock(region: Region, delay = 0): MockedResponse {
  return {
    request: { query: UpdateFormMeDocument },
    result: { data: { fetchMe: { id: `person-${region}`, businessId: BUSINESS[region].id } } },
    delay,
    maxUsageCount: 5,
  };
}

/** The server's answer to enrolmentFormAccount: the submitted form (COMPLETE, or IN_PROGRESS), or its refusal. */
function accountMock(region: Region, answer: { state: 'COMPLETE' | 'IN_PROGRESS' } | GraphQLError): MockedResponse {
  const request = { query: UpdateFormAccountDocument, variables: { businessId: BUSINESS[region].id } };
  if (answer instanceof GraphQLError) return { request, result: { errors: [answer] } };
  return {
    request,
    result: {
      data: {
        enrolmentFormAccount: {
          id: `form-account-${region}`,
          state: answer.state,
          correlationId: `correlation-${region}`,
          accountId: `account-${region}`,
          customEnrollmentForm: JSON.stringify(standardEnrolmentForm(region)),
          enrollmentFormData: JSON.stringify(submittedAnswers(region)),
          today: TODAY,
          region,
          centerName: BUSINESS[region].centre,
        },
      },
    },
    maxUsageCount: 5,
  };
}

/** Every Next saves the update and the last step completes it; both succeed, so a designer can click through. */
const saveMock: MockedResponse = {
  request: { query: SaveFormAccountDocument },
  variableMatcher: () => true,
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { setEnrollmentFormAccount: true } },
  delay: 300,
};

function mocksFor(region: Region, answer: Answer): MockedResponse[] {
  switch (answer) {
    case 'submitted':
      return [meMock(region), accountMock(region, { state: 'COMPLETE' }), saveMock];
    case 'in-progress':
      return [meMock(region), accountMock(region, { state: 'IN_PROGRESS' }), saveMock];
    case 'loading':
      return [meMock(region, 1e9), accountMock(region, { state: 'COMPLETE' })];
    case 'not-found':
      // The parent has no submitted form at this business (or the centre's link names none).
      return [
        meMock(region),
        accountMock(region, new GraphQLError('Enrolment form not found.', { extensions: { code: 'NOT_FOUND' } })),
      ];
  }
}

const meta = {
  title: 'Portal/Update enrolment form',
  args: { region: 'US', answer: 'submitted' },
  argTypes: {
    region: { control: 'inline-radio', options: ['US', 'AU'] },
    answer: { control: 'inline-radio', options: ['submitted', 'in-progress', 'loading', 'not-found'] },
  },
  // /parent-portal/updateEnrolmentForm, signed in: the session names the business, so the screen asks who it is.
  render: ({ region, answer }) => (
    <PortalFrame key={`${region}-${answer}`} region={region} mocks={mocksFor(region, answer)}>
      <UpdateFormScreen widget={widgetProps('update-enrolment-form', { token: 'story-token', region })} />
    </PortalFrame>
  ),
} satisfies Meta<Args>;
export default meta;

type StoryDef = StoryObj<typeof meta>;

export const UsDesktop: StoryDef = { globals: DESKTOP };
export const UsMobile: StoryDef = { globals: MOBILE };
export const AuDesktop: StoryDef = { args: { region: 'AU' }, globals: DESKTOP };
export const AuMobile: StoryDef = { args: { region: 'AU' }, globals: MOBILE };
export const UpdateInProgress: StoryDef = { args: { answer: 'in-progress' }, globals: MOBILE };
export const UpdateInProgressAuDesktop: StoryDef = { args: { answer: 'in-progress', region: 'AU' }, globals: DESKTOP };
export const Loading: StoryDef = { args: { answer: 'loading' }, globals: MOBILE };
export const LoadError: StoryDef = { args: { answer: 'not-found' }, globals: DESKTOP };
export const LoadErrorAuMobile: StoryDef = { args: { answer: 'not-found', region: 'AU' }, globals: MOBILE };
