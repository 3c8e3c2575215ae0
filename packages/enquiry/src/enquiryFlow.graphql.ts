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
