// What every flow loads before its first screen: the business behind the attributes, its settings and flags, and a
// centre's summary. Codegen types them into business.graphql.generated.ts.

/** The business's settings (flow type, program groups, region, currency) and its feature flags. */
export const businessSettingsOperation = /* GraphQL */ `
  query BusinessSettings($businessId: ID!) {
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

/** A centre by id: its business (centre-initiated and embedded flows), its zone (today) and its header. */
export const centerSummaryOperation = /* GraphQL */ `
  query CenterSummary($centerId: ID!) {
    center(centerId: $centerId) {
      id
      name
      businessId
      timezone
      phoneNumber
      avatar {
        url
      }
    }
  }
`;

/**
 * The business behind a link code or a centre (routes that keep only one of them), with the settings and flags
 * BusinessSettings asks for (useBusiness types them as its answer, so the two cannot drift): one round trip, not two
 * in a row. The fields are written out rather than shared as fragments: fragments cost the runtime 64 bytes gzip,
 * and the enquiry's first screen has 11 to spare under its 170 KB budget.
 */
export const businessForOperation = /* GraphQL */ `
  query BusinessFor($linkCode: String, $centerId: ID) {
    businessFor(linkCode: $linkCode, centerId: $centerId) {
      businessId
      enrollmentSettings {
        isUseProgramGroup
        isUsePerProgramGroupFees
        flowType
        region
        currency
      }
      featureFlags {
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
  }
`;
