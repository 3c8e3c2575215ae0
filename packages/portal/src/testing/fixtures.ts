// The portal's GraphQL answers for component tests and Storybook: a US and an AU business, a family's applications
// in several states, a re-enrolment request in any stage. Nothing here is imported by the widget itself.
import { GraphQLError } from 'graphql';
import { DEFAULT_FEATURE_FLAGS, type CorrespondenceStage, type Region } from '@cc/core';
import { BusinessSettingsDocument, type WidgetProps } from '@cc/ui';
import type { MockedResponse } from '@cc/ui/testing';
import {
  PortalCentresDocument,
  PortalDashboardDocument,
  type PortalDashboardQuery,
} from '../screens/dashboard/dashboard.graphql.generated';
import { DeclineCorrespondenceDocument, DeclinePageDocument } from '../screens/decline/decline.graphql.generated';
import { DASHBOARD_PAGE_SIZE } from '../screens/dashboard/DashboardScreen';

export const BUSINESS: Record<'US' | 'AU', { id: string; centre: string; timezone: string; flowType: string }> = {
  US: {
    id: '11111111-1111-4111-8111-111111111111',
    centre: 'Maple Grove Lincoln Park',
    timezone: 'America/Chicago',
    flowType: 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
  },
  AU: {
    id: '33333333-3333-4333-8333-333333333333',
    centre: 'Wattle Tree Fitzroy',
    timezone: 'Australia/Melbourne',
    flowType: 'INQUIRE_OFFER_ENROLLMENT',
  },
};

export const LINK_CODE = 'q8Vt2LmX9cRb4NwP7kZe3A';

export function widgetProps(view: string, extra: Partial<WidgetProps> = {}): WidgetProps {
  return { api: 'http://127.0.0.1:1/graphql', region: 'US', locale: 'en', debug: false, view, ...extra };
}

const CURRENCY: Record<'US' | 'AU', string> = { US: 'USD', AU: 'AUD' };

export function settingsMock(region: 'US' | 'AU'): MockedResponse {
  const business = BUSINESS[region];
  return {
    request: { query: BusinessSettingsDocument, variables: { businessId: business.id } },
    result: {
      data: {
        enrollmentSettings: {
          __typename: 'EnrollmentSettings',
          isUseProgramGroup: false,
          isUsePerProgramGroupFees: false,
          flowType: business.flowType,
          region: region as Region,
          currency: CURRENCY[region],
        },
        featureFlags: { __typename: 'FeatureFlags', ...DEFAULT_FEATURE_FLAGS },
      },
    },
    maxUsageCount: 10,
  };
}

type Application = PortalDashboardQuery['fetchApplicationsByPerson']['items'][number];

function application(
  region: 'US' | 'AU',
  n: number,
  state: string,
  scheduleState: string,
  enquiryDate: string,
): Application {
  const business = BUSINESS[region];
  return {
    id: `app-${n}`,
    state: state as Application['state'],
    enquiryDate,
    appliedFlowType: business.flowType as Application['appliedFlowType'],
    centers: [{ id: 'centre-1', name: business.centre, timezone: business.timezone }],
    children: [
      {
        id: 'child-1',
        firstName: region === 'US' ? 'Ava' : 'Mia',
        lastName: region === 'US' ? 'Johnson' : 'Nguyen',
        enquiries: [
          {
            id: `schedule-${n}`,
            programName: region === 'US' ? 'Infant Care' : 'Nursery',
            startDate: '2027-01-11',
            state: scheduleState as never,
            offerId: null,
          },
        ],
      },
    ],
    offers: [],
    waitlistPositions: [],
  };
}

/** A waitlisted application with its child's place in the centre's queue (the server counts; the card shows it). */
export function waitlistedApplication(region: 'US' | 'AU', position = 2, total = 9): Application {
  const base = application(region, 2, 'ON_WAITLIST', 'OFFERED_WAITLIST', '2026-10-14');
  return {
    ...base,
    waitlistPositions: [
      {
        applicationScheduleId: 'schedule-2',
        position,
        total,
        programName: base.children[0]!.enquiries[0]!.programName,
        centerName: BUSINESS[region].centre,
        startDate: '2027-09-06',
      },
    ],
  };
}

/** An application with an offer the family may still act on (NEW, expiring next year), and its link for this parent. */
export function offeredApplication(region: 'US' | 'AU', expiryDate = '2099-01-31'): Application {
  const base = application(region, 9, 'OFFERED', 'NEW', '2026-11-22');
  const child = base.children[0]!;
  return {
    ...base,
    children: [{ ...child, enquiries: [{ ...child.enquiries[0]!, offerId: 'offer-9' }] }],
    offers: [{ id: 'offer-9', state: 'NEW', expiryDate, linkCode: 'portal-link-9' }],
  };
}

export function familyApplications(region: 'US' | 'AU'): Application[] {
  return [
    application(region, 1, 'APPLICANT_INITIATED', 'SUBMITTED', '2026-11-20'),
    application(region, 2, 'ON_WAITLIST', 'OFFERED_WAITLIST', '2026-10-14'),
    application(region, 3, 'LOST', 'REJECTED', '2026-07-26'),
  ];
}

export function dashboardMock(
  region: 'US' | 'AU',
  answer: Application[] | 'unauthenticated' | 'failed',
  delay = 0,
): MockedResponse {
  const request = {
    query: PortalDashboardDocument,
    variables: { input: { pageNumber: 1, pageSize: DASHBOARD_PAGE_SIZE } },
  };
  if (answer === 'unauthenticated')
    return {
      request,
      result: {
        errors: [
          new GraphQLError('Your session has ended. Please sign in again.', {
            extensions: { code: 'UNAUTHENTICATED' },
          }),
        ],
      },
    };
  if (answer === 'failed') return { request, error: new Error('Failed to fetch') };
  return {
    request,
    delay,
    result: {
      data: {
        fetchMe: { id: 'person-1', businessId: BUSINESS[region].id, firstName: region === 'US' ? 'Emily' : 'Linh' },
        fetchApplicationsByPerson: { totalCount: answer.length, items: answer },
      },
    },
  };
}

export function centresMock(region: 'US' | 'AU', usesParentApplication: boolean): MockedResponse {
  return {
    request: { query: PortalCentresDocument, variables: { businessId: BUSINESS[region].id } },
    result: {
      data: { searchCenters: [{ id: 'centre-1', reEnrolSettings: { usesParentApplication } }] },
    },
  };
}

export function declineRequest(region: 'US' | 'AU', stage: CorrespondenceStage, declineReason: string | null = null) {
  const business = BUSINESS[region];
  return {
    id: 'corr-1',
    stage,
    declineReason,
    accountId: 'account-1',
    contactId: 'contact-1',
    batchId: 'batch-1',
    businessId: business.id,
    region,
    center: { id: 'centre-1', name: business.centre, timezone: business.timezone },
  } as const;
}

export function declinePageMock(
  region: 'US' | 'AU',
  answer: CorrespondenceStage | 'not-found',
  delay = 0,
): MockedResponse {
  const request = { query: DeclinePageDocument, variables: { linkCode: LINK_CODE } };
  if (answer === 'not-found')
    return {
      request,
      result: { errors: [new GraphQLError('Correspondence not found.', { extensions: { code: 'NOT_FOUND' } })] },
    };
  return { request, delay, result: { data: { reEnrolAccountCorrespondenceByCode: declineRequest(region, answer) } } };
}

/** The decline the page records on load (no reason), and then the one the family sends; `refused` answers the second with the server's refusal. */
export function declineMocks(
  region: 'US' | 'AU',
  sent: Record<string, unknown> | null,
  refused = false,
): MockedResponse[] {
  const base = {
    linkCode: LINK_CODE,
    accountId: 'account-1',
    contactId: 'contact-1',
    batchId: 'batch-1',
    declinedBy: 'contact-1',
  };
  const answer = (reason: string | null) => ({
    data: { declineCorrespondence: { id: 'corr-1', stage: 'PARENT_DECLINED', declineReason: reason } },
  });
  const mocks: MockedResponse[] = [
    {
      request: {
        query: DeclineCorrespondenceDocument,
        variables: {
          businessId: BUSINESS[region].id,
          input: { ...base, declineReason: null, otherReason: null, endOfContractDate: null },
        },
      },
      result: answer(null),
    },
  ];
  if (sent)
    mocks.push({
      request: {
        query: DeclineCorrespondenceDocument,
        variables: {
          businessId: BUSINESS[region].id,
          input: { ...base, otherReason: null, endOfContractDate: null, ...sent },
        },
      },
      result: refused
        ? {
            errors: [
              new GraphQLError('This enrolment response was previously submitted', {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          }
        : answer(String(sent.declineReason)),
    });
  return mocks;
}
