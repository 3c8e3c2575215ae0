import type { BusinessAndSettings, EnrollmentSettings } from '../../generated/resolvers.generated';
import type { BusinessRow } from './business.table';

export function toEnrollmentSettings(business: BusinessRow): EnrollmentSettings {
  return {
    isUseProgramGroup: business.is_use_program_group,
    isUsePerProgramGroupFees: business.is_use_per_program_group_fees,
    flowType: business.flow_type,
    region: business.region,
    currency: business.currency,
  };
}

/** What businessFor answers itself; the centre fields (center.graphql) resolve from its businessId. */
export type BusinessAndSettingsParent = Pick<BusinessAndSettings, 'businessId' | 'enrollmentSettings' | 'featureFlags'>;
