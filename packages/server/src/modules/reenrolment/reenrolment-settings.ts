import type { SecondContactSettings } from '@cc/core';
import type { BusinessRow } from '../business/business.table';

/** The business's minimum counts for the second-contact section, as the wizard and the submit check read them. */
export function secondContactSettingsOf(business: BusinessRow): SecondContactSettings {
  return {
    minContacts: business.min_contacts,
    minEmergencyContactPerChild: business.min_emergency_contact_per_child,
    minPermissionToPickUpPerChild: business.min_permission_to_pick_up_per_child,
  };
}
