// What the dashboard shows a signed-in parent: who they are (and so which business), their applications (the spec's
// page size, 50), and whether a centre takes re-enrolment through the portal.
export const portalDashboardOperation = /* GraphQL */ `
  query PortalDashboard($input: PageInput!) {
    fetchMe {
      id
      businessId
      firstName
    }
    fetchApplicationsByPerson(input: $input) {
      totalCount
      items {
        id
        state
        enquiryDate
        appliedFlowType
        centers {
          id
          name
          timezone
        }
        children {
          id
          firstName
          lastName
          enquiries {
            id
            programName
            startDate
            state
            offerId
          }
        }
        offers {
          id
          state
          expiryDate
          linkCode
        }
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
  }
`;

export const portalCentresOperation = /* GraphQL */ `
  query PortalCentres($businessId: ID!) {
    searchCenters(businessID: $businessId) {
      id
      reEnrolSettings {
        usesParentApplication
      }
    }
  }
`;
