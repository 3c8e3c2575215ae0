// What the flow loads before the form opens. Codegen types them into enquiryFlow.graphql.generated.ts.

/** The business's settings, the selected centre's settings and the feature flags, in one round trip. */
export const enquirySettingsOperation = /* GraphQL */ `
  query EnquirySettings($businessId: ID!, $centerIds: [ID!]!) {
    enrollmentSettings(businessId: $businessId) {
      isUseProgramGroup
      isUsePerProgramGroupFees
      flowType
      region
      currency
    }
    enrollmentCenterSettings(businessId: $businessId, centerIds: $centerIds) {
      centerId
      askFamilyAboutSubsidy
    }
    featureFlags(businessId: $businessId) {
      leadReEnrolmentRestrictions
      registrationMaintenanceWindow
      leadPromoCodes
      flexSchedulePolicyNotice
      enrolmentShowCostEstimate
      tieredRegistrationFee
      registrationsCentreSelector
      pciReady
      paymentProviderFrame
    }
  }
`;

/** A centre by id: its business (centre-initiated and embedded enquiries), its zone (today) and its header. */
export const enquiryCenterOperation = /* GraphQL */ `
  query EnquiryCenter($centerId: ID!) {
    center(centerId: $centerId) {
      id
      name
      businessId
      timezone
      avatar {
        url
      }
    }
  }
`;

/** The business behind an enquiry link code (the form view keeps only the code). */
export const enquiryLinkBusinessOperation = /* GraphQL */ `
  query EnquiryLinkBusiness($linkCode: String!) {
    centersForLinkCode(linkCode: $linkCode) {
      id
      businessId
    }
  }
`;
