// What the re-enrolment wizard loads before its first step: who is signed in, their accounts (children, contacts,
// balance), the business's contact minimums, and the centre's request when the family came by its link.
export const reEnrolmentFamilyOperation = /* GraphQL */ `
  query ReEnrolmentFamily($input: PageInput!) {
    fetchMe {
      id
      businessId
    }
    fetchAccountsByPerson(input: $input) {
      items {
        id
        businessId
        name
        children {
          id
          firstName
          lastName
          dateOfBirth
        }
        contacts {
          id
          firstName
          lastName
          email
          phoneNumber
          phoneType
          isPrimary
          centerIds
          relationships {
            childId
            relationship
            liveWith
            emergencyContact
            permissionToPickUp
            giveMedicalTreatment
            giveAmbulanceTransportation
            giveConsentRegularOutings
          }
        }
        balance {
          amountCents
          currency
          dueDate
          overdue
        }
      }
    }
  }
`;

export const reEnrolmentSettingsOperation = /* GraphQL */ `
  query ReEnrolmentSettings($businessId: ID!) {
    reEnrolmentSettings(businessId: $businessId) {
      minContacts
      minEmergencyContactPerChild
      minPermissionToPickUpPerChild
    }
  }
`;

// Never from a cache (spec section 7): the request may have been answered in another tab.
export const reEnrolmentRequestOperation = /* GraphQL */ `
  query ReEnrolmentRequest($linkCode: String!) {
    reEnrolAccountCorrespondenceByCode(linkCode: $linkCode) {
      id
      stage
      correspondenceType
      accountId
      batchId
      businessId
      allowedCenterIds
      center {
        id
        name
      }
    }
  }
`;

export const offerEnquiryOperation = /* GraphQL */ `
  mutation OfferEnquiry($input: OfferEnquiryInput!) {
    offerEnquiry(input: $input) {
      success
      id
      linkCode
      state
      centerNames
      errors {
        path
        key
      }
    }
  }
`;

// The chosen centre: its zone (today), header, whether it asks about a subsidy and uses the enrolment form.
export const reEnrolmentCentreOperation = /* GraphQL */ `
  query ReEnrolmentCentre($businessId: ID!, $centerId: ID!) {
    center(centerId: $centerId) {
      id
      name
      timezone
      avatar {
        url
      }
      reEnrolSettings {
        usesEnrolmentForm
      }
    }
    enrollmentCenterSettings(businessId: $businessId, centerIds: [$centerId]) {
      centerId
      askFamilyAboutSubsidy
    }
  }
`;
