// The Child Care Subsidy checklist as the server answers it, for the offer's acknowledgement (by link code) and the
// portal's card (by the parent's session): one step done, the enrolment not yet lodged, or lodged.
import type { MockedResponse } from '@cc/ui/testing';
import {
  SubsidyChecklistForLinkCodeDocument,
  SubsidyChecklistForOfferDocument,
} from '../packages/ui/src/subsidy-checklist/subsidyChecklist.graphql.generated';

export function subsidyChecklist(offerId: string, lodged: boolean) {
  return {
    __typename: 'SubsidyChecklist' as const,
    id: `subsidy-${offerId}`,
    applicationOfferId: offerId,
    lodgedAt: lodged ? '2026-11-25T01:30:00.000Z' : null,
    steps: [
      { key: 'LINK_CRN_CONFIRM_ENROLMENT', doneAt: null, canTick: lodged },
      { key: 'CHECK_CCS_PERCENTAGE', doneAt: '2026-11-24T03:00:00.000Z', canTick: true },
      { key: 'KEEP_DETAILS_CURRENT', doneAt: null, canTick: true },
    ].map((step) => ({ __typename: 'SubsidyStep' as const, ...step })),
  };
}

export const subsidyByLinkCodeMock = (linkCode: string, offerId: string, lodged: boolean): MockedResponse => ({
  request: { query: SubsidyChecklistForLinkCodeDocument, variables: { linkCode } },
  result: { data: { subsidyChecklistForLinkCode: subsidyChecklist(offerId, lodged) } },
});

export const subsidyByOfferMock = (offerId: string, lodged: boolean): MockedResponse => ({
  request: { query: SubsidyChecklistForOfferDocument, variables: { applicationOfferId: offerId } },
  result: { data: { subsidyChecklistForOffer: subsidyChecklist(offerId, lodged) } },
});
