// Australia's Child Care Subsidy checklist after an offer is accepted: read through the offer page's link code or the
// signed-in parent's session, ticked either way. Answers carry the checklist's id, so Apollo updates it in place.
export const subsidyChecklistForLinkCodeOperation = /* GraphQL */ `
  query SubsidyChecklistForLinkCode($linkCode: String!) {
    subsidyChecklistForLinkCode(linkCode: $linkCode) {
      id
      applicationOfferId
      lodgedAt
      steps {
        key
        doneAt
        canTick
      }
    }
  }
`;

export const subsidyChecklistForOfferOperation = /* GraphQL */ `
  query SubsidyChecklistForOffer($applicationOfferId: ID!) {
    subsidyChecklistForOffer(applicationOfferId: $applicationOfferId) {
      id
      applicationOfferId
      lodgedAt
      steps {
        key
        doneAt
        canTick
      }
    }
  }
`;

export const tickSubsidyStepOperation = /* GraphQL */ `
  mutation TickSubsidyStep($input: TickSubsidyStepInput!) {
    tickSubsidyStep(input: $input) {
      success
      errors {
        path
        key
      }
      checklist {
        id
        applicationOfferId
        lodgedAt
        steps {
          key
          doneAt
          canTick
        }
      }
    }
  }
`;
