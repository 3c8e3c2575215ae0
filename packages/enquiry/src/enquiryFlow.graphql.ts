// What the enquiry loads before its form opens, besides @cc/ui's business loader. Typed by codegen.

/** Whether the selected centre asks families about a subsidy. */
export const enquiryCenterSettingsOperation = /* GraphQL */ `
  query EnquiryCenterSettings($businessId: ID!, $centerIds: [ID!]!) {
    enrollmentCenterSettings(businessId: $businessId, centerIds: $centerIds) {
      centerId
      askFamilyAboutSubsidy
    }
  }
`;

/**
 * The same, for a form opened from a centre alone (<cc-enquiry center-id>): asked with businessFor beside the business
 * and its settings, so the form does not wait one more round trip once they have answered.
 */
export const enquiryCentreStartOperation = /* GraphQL */ `
  query EnquiryCentreStart($centerId: ID!, $centerIds: [ID!]!) {
    businessFor(centerId: $centerId) {
      businessId
      centerSettings(centerIds: $centerIds) {
        centerId
        askFamilyAboutSubsidy
      }
    }
  }
`;
