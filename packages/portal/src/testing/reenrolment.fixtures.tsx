// The re-enrolment's GraphQL answers and a frame for its steps, for component tests and Storybook: a US family
// (Johnson, Maple Grove) and an AU family (Nguyen, Wattle Tree), each with two children, a primary contact and a
// grandparent. Nothing here is imported by the widget itself.
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { DEFAULT_FEATURE_FLAGS, type FieldError, type Region, type RelationshipType } from '@cc/core';
import { BusinessSettingsDocument, ShadowScope, ShowErrorsContext, toFormErrors, type PhoneRules } from '@cc/ui';
import { MockedProvider, type MockedResponse } from '@cc/ui/testing';
import { CentreSelectionSearchDocument } from '@cc/programs';
import { CentreProgramAgesDocument } from '@cc/programs/ages';
import { REENROLMENT_MESSAGES } from '../screens/reenrolment/catalogue';
import { ReEnrolmentDataContext, type ReEnrolmentData } from '../screens/reenrolment/data';
import { initialValues, selectChild, type FamilyAccount } from '../screens/reenrolment/form';
import type { ReEnrolmentFormValues } from '../screens/reenrolment/form-values';
import {
  ReEnrolmentCentreDocument,
  ReEnrolmentFamilyDocument,
  ReEnrolmentSettingsDocument,
} from '../screens/reenrolment/reEnrolment.graphql.generated';
import { BUSINESS } from './fixtures';

type StoryRegion = 'US' | 'AU';

const FAMILY: Record<StoryRegion, { last: string; children: [string, string]; parent: string; grandparent: string }> = {
  US: { last: 'Johnson', children: ['Ava', 'Theo'], parent: 'Emily', grandparent: 'Grace' },
  AU: { last: 'Nguyen', children: ['Mia', 'An'], parent: 'Linh', grandparent: 'Bao' },
};

const CENTRES: Record<
  StoryRegion,
  Array<{ id: string; name: string; city: string; state: string; postcode: string }>
> = {
  US: [
    {
      id: 'c1000000-0000-4000-8000-000000000001',
      name: 'Maple Grove Lincoln Park',
      city: 'Chicago',
      state: 'IL',
      postcode: '60614',
    },
    {
      id: 'c1000000-0000-4000-8000-000000000002',
      name: 'Maple Grove Cherry Creek',
      city: 'Denver',
      state: 'CO',
      postcode: '80206',
    },
  ],
  AU: [
    {
      id: 'c3000000-0000-4000-8000-000000000001',
      name: 'Wattle Tree Fitzroy',
      city: 'Fitzroy',
      state: 'VIC',
      postcode: '3065',
    },
    {
      id: 'c3000000-0000-4000-8000-000000000002',
      name: 'Wattle Tree New Farm',
      city: 'New Farm',
      state: 'QLD',
      postcode: '4005',
    },
  ],
};

/** The family's account as fetchAccountsByPerson gives it; `overdue` owes $125 past its due date. */
export function familyAccount(region: StoryRegion, overdue = false): FamilyAccount {
  const f = FAMILY[region];
  const child = (i: 0 | 1) => ({
    id: `child-${region}-${i}`,
    firstName: f.children[i],
    lastName: f.last,
    dateOfBirth: i === 0 ? '2024-02-14' : '2026-03-10',
  });
  const relationship = (childId: string, primary: boolean) => ({
    childId,
    relationship: (primary ? 'parent' : 'grandparent') as RelationshipType,
    liveWith: primary,
    emergencyContact: true,
    permissionToPickUp: true,
    giveMedicalTreatment: true,
    giveAmbulanceTransportation: true,
    giveConsentRegularOutings: primary,
  });
  const children = [child(0), child(1)];
  return {
    id: `account-${region}`,
    businessId: BUSINESS[region].id,
    name: `${f.last} family`,
    children,
    contacts: [
      {
        id: `primary-${region}`,
        firstName: f.parent,
        lastName: f.last,
        email: `${f.parent.toLowerCase()}.${f.last.toLowerCase()}@example.com`,
        phoneNumber: region === 'AU' ? '+61412345678' : '+13125550199',
        phoneType: 'Mobile',
        isPrimary: true,
        centerIds: [CENTRES[region][0]!.id],
        relationships: children.map((c) => relationship(c.id, true)),
      },
      {
        id: `grandparent-${region}`,
        firstName: f.grandparent,
        lastName: f.last,
        email: null,
        phoneNumber: region === 'AU' ? '+61412345699' : '+13125550177',
        phoneType: 'Mobile',
        isPrimary: false,
        centerIds: [],
        relationships: children.map((c) => relationship(c.id, false)),
      },
    ],
    balance: overdue
      ? { amountCents: 12500, currency: region === 'AU' ? 'AUD' : 'USD', dueDate: '2026-11-16', overdue: true }
      : null,
  };
}

export interface ReEnrolmentMockOptions {
  overdue?: boolean;
  /** The family's query never answers (the loading screen). */
  loading?: boolean;
  /** The family's query fails with this message. */
  error?: string;
}

/** What the screen asks before its first step, and what the centre and children steps ask. */
export function reEnrolmentMocks(region: StoryRegion, options: ReEnrolmentMockOptions = {}): MockedResponse[] {
  const business = BUSINESS[region];
  const always = { variableMatcher: () => true, maxUsageCount: Number.POSITIVE_INFINITY };
  return [
    {
      request: { query: ReEnrolmentFamilyDocument },
      ...always,
      delay: options.loading ? 1e9 : 150,
      result: options.error
        ? { errors: [{ message: options.error }] as never }
        : {
            data: {
              fetchMe: { id: `person-${region}`, businessId: business.id },
              fetchAccountsByPerson: { items: [familyAccount(region, options.overdue)] },
            },
          },
    },
    {
      request: { query: ReEnrolmentSettingsDocument },
      ...always,
      result: {
        data: {
          reEnrolmentSettings: { minContacts: 1, minEmergencyContactPerChild: 1, minPermissionToPickUpPerChild: 1 },
        },
      },
    },
    {
      request: { query: BusinessSettingsDocument },
      ...always,
      result: {
        data: {
          enrollmentSettings: {
            __typename: 'EnrollmentSettings',
            isUseProgramGroup: false,
            isUsePerProgramGroupFees: false,
            flowType: business.flowType,
            region: region as Region,
            currency: region === 'AU' ? 'AUD' : 'USD',
          },
          featureFlags: {
            __typename: 'FeatureFlags',
            ...DEFAULT_FEATURE_FLAGS,
            leadReEnrolmentRestrictions: options.overdue === true,
          },
        },
      },
    },
    {
      request: { query: CentreSelectionSearchDocument },
      ...always,
      result: {
        data: {
          searchCenters: CENTRES[region].map((c) => ({
            id: c.id,
            name: c.name,
            businessId: business.id,
            phoneNumber: null,
            address: { address1: null, address2: null, city: c.city, state: c.state, postalCode: c.postcode },
            reEnrolSettings: { usesParentApplication: true, businessUsesReEnrol: true, usesEnrolmentForm: true },
          })),
        },
      },
    },
    {
      request: { query: ReEnrolmentCentreDocument },
      ...always,
      result: (variables: { centerId: string }) => {
        const centre = CENTRES[region].find((c) => c.id === variables.centerId) ?? CENTRES[region][0]!;
        return {
          data: {
            center: {
              id: centre.id,
              name: centre.name,
              timezone: business.timezone,
              avatar: null,
              reEnrolSettings: { usesEnrolmentForm: true },
            },
            enrollmentCenterSettings: [{ centerId: centre.id, askFamilyAboutSubsidy: true }],
          },
        };
      },
    },
    {
      request: { query: CentreProgramAgesDocument },
      ...always,
      result: {
        data: {
          programsForCenter: {
            programsForCenter: [{ id: 'p-all', isOpenForEnrollment: true, minAgeMonths: 0, maxAgeMonths: 71 }],
          },
        },
      },
    },
  ];
}

// The phone rules load apart (libphonenumber); a step frame checks the contact rules, not phone numbers.
const ANY_PHONE: PhoneRules = { isValidPhone: () => true, phoneErrors: () => [], formatPhone: (n) => n ?? '' };

/** The family as the contacts step finds it: both children chosen at the first centre, primaries preset. */
export function chosenFamily(region: StoryRegion, overdue = false): ReEnrolmentFormValues {
  const account = familyAccount(region, overdue);
  const centre = CENTRES[region][1]!;
  let values: ReEnrolmentFormValues = {
    ...initialValues({ businessId: BUSINESS[region].id, account }),
    selectedCenter: { id: centre.id, name: centre.name },
  };
  for (const child of values.familyChildren) values = { ...values, ...selectChild(values, child, account, centre.id) };
  return values;
}

export function stepData(region: StoryRegion, overdue = false): ReEnrolmentData {
  const centre = CENTRES[region][1]!;
  return {
    businessId: BUSINESS[region].id,
    account: familyAccount(region, overdue),
    region,
    flags: { ...DEFAULT_FEATURE_FLAGS, leadReEnrolmentRestrictions: overdue },
    contactSettings: { minContacts: 1, minEmergencyContactPerChild: 1, minPermissionToPickUpPerChild: 1 },
    phone: ANY_PHONE,
    today: '2026-11-26',
    centre: { id: centre.id, name: centre.name, askSubsidy: true, usesEnrolmentForm: true },
    balanceOverdue: overdue,
    onCentreChosen: () => undefined,
    onFeesDue: () => undefined,
  };
}

/** One re-enrolment step as the wizard shows it: shadow root, its wording, its data, a form with these values. */
export function ReEnrolmentStepFrame(props: {
  region: StoryRegion;
  data: ReEnrolmentData;
  values: ReEnrolmentFormValues;
  validate?: (values: ReEnrolmentFormValues) => FieldError[];
  showErrors?: boolean;
  mocks?: MockedResponse[];
  /** Stories draw their own shadow root; a component test's renderer has drawn one already. */
  shadow?: boolean;
  children: ReactNode;
}) {
  const { validate } = props;
  const step = (
    <ReEnrolmentDataContext.Provider value={props.data}>
      <ShowErrorsContext.Provider value={props.showErrors ?? false}>
        <Form<ReEnrolmentFormValues>
          onSubmit={() => undefined}
          initialValues={props.values}
          validate={validate ? (v) => toFormErrors(validate(v), v) : undefined}
        >
          {() => <div className="cc-reenrol">{props.children}</div>}
        </Form>
      </ShowErrorsContext.Provider>
    </ReEnrolmentDataContext.Provider>
  );
  return (
    <MockedProvider mocks={props.mocks ?? reEnrolmentMocks(props.region)} addTypename={false}>
      {props.shadow === false ? (
        step
      ) : (
        <ShadowScope region={props.region} messages={REENROLMENT_MESSAGES}>
          {step}
        </ShadowScope>
      )}
    </MockedProvider>
  );
}
