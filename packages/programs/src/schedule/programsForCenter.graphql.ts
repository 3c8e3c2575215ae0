// Programs a centre runs on a date, listed once per child whose age fits (byAge). The spec asks for no cache:
// places change while families enrol, so useChildPrograms always goes to the network.
export const programsForCenterOperation = /* GraphQL */ `
  query ProgramsForCenter($businessId: ID!, $centerId: ID!, $searchDate: String!, $byAge: ProgramsByAgeInput) {
    programsForCenter(businessId: $businessId, centerId: $centerId, searchDate: $searchDate, byAge: $byAge) {
      enrollmentSettings {
        flowType
        isUseProgramGroup
        isUsePerProgramGroupFees
        currency
      }
      programsForCenter {
        id
        childId
        fullName
        programName
        description
        isOpenForEnrollment
        startDate
        endDate
        operatingDays
        minEnrolmentDays
        maxEnrolmentDays
        minAgeMonths
        maxAgeMonths
        programGroup {
          id
          name
          isActive
        }
        centers {
          centerId
          feeId
          className
          availablePlaces
          applicationFeeAmount
          applicationFeeType
          enrollmentOptions
          centerEnrollmentOption
          careType
          feeAmount
          feeType
          currency
          operatingDayAvailability {
            dayOfWeek
            count
          }
        }
      }
    }
  }
`;
