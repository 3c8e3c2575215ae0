// Centres for the landing and outcome stories, and the landing's centersForLinkCode answers through Apollo's
// MockedProvider: the link's centres, none, or the one "not found" answer every unknown or expired code gets.
import { GraphQLError } from 'graphql';
import type { Region } from '@cc/core';
import type { MockedResponse } from '@cc/ui/testing';
import {
  EnquiryLandingDocument,
  type EnquiryLandingQuery,
} from '../../packages/enquiry/src/screens/landing.graphql.generated';

export const STORY_LINK_CODE = 'a3Jx9QeLm2Vt7RcB8nWp4KdZ';

type Centre = EnquiryLandingQuery['centersForLinkCode'][number];

const CENTRES: Record<Region, Centre[]> = {
  US: [
    { id: 'c1', businessId: 'b-c', name: 'Maple Grove Learning Center', address: { city: 'Springfield', state: 'IL' } },
    { id: 'c2', businessId: 'b-c', name: 'Maple Grove at Lincoln Park', address: { city: 'Chicago', state: 'IL' } },
  ],
  CA: [
    {
      id: 'n1',
      businessId: 'b-n',
      name: 'Northern Lights Early Learning Centre',
      address: { city: 'Calgary', state: 'AB' },
    },
    { id: 'n2', businessId: 'b-n', name: 'Northern Lights Riverside', address: { city: 'Edmonton', state: 'AB' } },
  ],
  AU: [
    {
      id: 'a1',
      businessId: 'b-a',
      name: 'Wattle Tree Early Learning Centre',
      address: { city: 'Parramatta', state: 'NSW' },
    },
    { id: 'a2', businessId: 'b-a', name: 'Wattle Tree Bondi', address: { city: 'Bondi', state: 'NSW' } },
  ],
};

export const landingCentres = (region: Region): Centre[] => CENTRES[region];
export const centreNames = (region: Region): string[] => CENTRES[region].map((centre) => centre.name);

export type LandingAnswer = 'centres' | 'one-centre' | 'no-centres' | 'not-found' | 'loading';

export function landingMocks(region: Region, answer: LandingAnswer): MockedResponse[] {
  const request = { query: EnquiryLandingDocument, variables: { linkCode: STORY_LINK_CODE } };
  if (answer === 'not-found') {
    return [
      { request, result: { errors: [new GraphQLError('Link not found.', { extensions: { code: 'NOT_FOUND' } })] } },
    ];
  }
  const centres =
    answer === 'no-centres' ? [] : answer === 'one-centre' ? CENTRES[region].slice(0, 1) : CENTRES[region];
  // setTimeout's longest delay (about 24 days) keeps the loading state on screen; longer ones fire at once.
  const delay = answer === 'loading' ? 2_147_483_647 : 300;
  return [{ request, result: { data: { centersForLinkCode: centres } }, delay }];
}
