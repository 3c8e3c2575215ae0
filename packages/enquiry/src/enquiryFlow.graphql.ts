// What the flow loads before the form opens. Codegen types them into enquiryFlow.graphql.generated.ts.

/** The business's settings (flow type, program groups, region, currency) and its feature flags. */
export const enquiryBusinessOperation = /* GraphQL */ `
  query EnquiryBusiness($businessId: ID!) {
    enrollmentSettings(businessId: $businessId) {
      isUseProgramGroup
      isUsePerProgramGroupFees
      flowType
      region
      currency
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

/** Whether the selected centre asks families about a subsidy. */
export const enquiryCenterSettingsOperation = /* GraphQL */ `
  query EnquiryCenterSettings($businessId: ID!, $centerIds: [ID!]!) {
    enrollmentCenterSettings(businessId: $businessId, centerIds: $centerIds) {
      centerId
      askFamilyAboutSubsidy
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
