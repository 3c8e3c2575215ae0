// Centres for the centre-selection stories, answered through Apollo's MockedProvider the way the server would:
// searchCenters matches name, city, state or postal code in any case; centersForLinkCode returns the link's list.
import type { GraphQLError } from 'graphql';
import type { MockedResponse } from '@cc/ui/testing';
import {
  CentreSelectionForLinkCodeDocument,
  CentreSelectionSearchDocument,
  type CentreOptionFragment,
  type CentreSelectionSearchQueryVariables,
} from '../../packages/programs/src/centre-selection/centreSelection.graphql.generated';

export const STORY_BUSINESS_ID = '5b0f1e52-3c1d-4a44-9d1e-0c6f2f3a9b10';

type Centre = CentreOptionFragment & { __typename: 'Center' };

function centre(
  id: string,
  name: string,
  address: [address1: string, city: string, state: string, postalCode: string],
  phoneNumber: string | null,
  complete = true,
): Centre {
  const [address1, city, state, postalCode] = address;
  return {
    __typename: 'Center',
    id,
    name,
    businessId: STORY_BUSINESS_ID,
    phoneNumber,
    address: { __typename: 'Address', address1, address2: null, city, state, postalCode } as Centre['address'],
    reEnrolSettings: {
      __typename: 'ReEnrolSettings',
      usesParentApplication: true,
      businessUsesReEnrol: true,
      // Not configured yet: the centre shows in the unavailable group.
      usesEnrolmentForm: complete ? false : null,
    } as Centre['reEnrolSettings'],
  };
}

export const US_CENTRES: Centre[] = [
  centre('c1', 'Maple Grove Learning Center', ['1200 Maple Ave', 'Springfield', 'IL', '62704'], '(217) 555-0142'),
  centre('c2', 'Oak Street Early Learning', ['45 Oak St', 'Chicago', 'IL', '60610'], '(312) 555-0178'),
  centre('c3', 'Maplewood Kids Academy', ['88 Lakeview Dr', 'Naperville', 'IL', '60540'], null),
  centre('c4', 'Pine Hill Preschool', ['9 Pine Hill Rd', 'Peoria', 'IL', '61602'], '(309) 555-0110', false),
];

export const AU_CENTRES: Centre[] = [
  centre('a1', 'Harbourside Early Learning Centre', ['4 Harbour Rd', 'Sydney', 'NSW', '2000'], '02 5550 1234'),
  centre('a2', 'Bayside Kindy', ['17 Beach St', 'Brighton', 'VIC', '3186'], '03 5550 9876'),
  centre('a3', 'Wattle Grove Childcare', ['3 Wattle Way', 'Brisbane', 'QLD', '4000'], null),
  centre('a4', 'Gumtree Little Learners', ['60 Gum Tree Ln', 'Perth', 'WA', '6000'], '08 5550 4455', false),
];

const matches = (c: Centre, key: string) =>
  [c.name, c.address.city, c.address.state, c.address.postalCode].some((v) => v?.toLowerCase().includes(key));

export interface CentreMockOptions {
  centres: Centre[];
  /** Milliseconds before each answer. */
  delay?: number;
  /** Every request fails with this error. */
  error?: GraphQLError;
}

export function centreSelectionMocks({ centres, delay = 150, error }: CentreMockOptions): MockedResponse[] {
  const answer = <T>(data: T) => (error ? { errors: [error] } : { data });
  return [
    {
      request: { query: CentreSelectionSearchDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay,
      result: (variables: CentreSelectionSearchQueryVariables) => {
        const key = (variables.searchKey ?? '').trim().toLowerCase();
        return answer({ searchCenters: centres.filter((c) => matches(c, key)) });
      },
    },
    {
      request: { query: CentreSelectionForLinkCodeDocument },
      variableMatcher: () => true,
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay,
      result: () => answer({ centersForLinkCode: centres }),
    },
  ];
}
