// The age ranges of the programs a centre runs on a day: nothing a family typed goes out, so a child's date of
// birth can be checked against them as it is typed.
export const centreProgramAgesOperation = /* GraphQL */ `
  query CentreProgramAges($businessId: ID!, $centerId: ID!, $searchDate: String!) {
    programsForCenter(businessId: $businessId, centerId: $centerId, searchDate: $searchDate) {
      programsForCenter {
        id
        isOpenForEnrollment
        minAgeMonths
        maxAgeMonths
      }
    }
  }
`;
