// The waitlist outcome's places in the queue, read by the module that shows them (loaded only on that outcome), so
// the offer page's own query and first screen stay as they were.
export const offerWaitlistPositionsOperation = /* GraphQL */ `
  query OfferWaitlistPositions($linkCode: String!) {
    applicationOfferForLinkCode(linkCode: $linkCode) {
      id
      waitlistPositions {
        applicationScheduleId
        position
        total
        programName
        centerName
        startDate
      }
    }
  }
`;
