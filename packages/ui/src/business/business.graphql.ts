// What every flow loads before its first screen: the business behind the attributes, its settings and flags, and a
// centre's summary. Codegen types them into business.graphql.generated.ts.

// The settings and flags every flow reads, asked for by BusinessSettings (the business is known) and BusinessFor (a
// link code or a centre names it): one list, so the two answers cannot drift apart.
export const businessSettingsFragments = /* GraphQL */ `
  fragment BusinessSettingsFields on EnrollmentSettings {
    isUseProgramGroup
    isUsePerProgramGroupFees
    flowType
    region
    currency
  }
  fragment BusinessFlagsFields on FeatureFlags {
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
`;

/** The business's settings (flow type, program groups, region, currency) and its feature flags. */
export const businessSettingsOperation = /* GraphQL */ `
  query BusinessSettings($businessId: ID!) {
    enrollmentSettings(businessId: $businessId) {
      ...BusinessSettingsFields
    }
    featureFlags(businessId: $businessId) {
      ...BusinessFlagsFields
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
 * BusinessSettings asks for (useBusiness types them as its answer): one round trip, not two in a row.
 */
export const businessForOperation = /* GraphQL */ `
  query BusinessFor($linkCode: String, $centerId: ID) {
    businessFor(linkCode: $linkCode, centerId: $centerId) {
      businessId
      enrollmentSettings {
        ...BusinessSettingsFields
      }
      featureFlags {
        ...BusinessFlagsFields
      }
    }
  }
`;
