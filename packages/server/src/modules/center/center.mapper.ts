import type { Center } from '../../generated/resolvers.generated';
import type { CenterRow } from './center.table';

export function toCenter(row: CenterRow): Center {
  return {
    id: row.id,
    name: row.name,
    businessId: row.business_id,
    timezone: row.timezone,
    phoneNumber: row.phone_number,
    avatar: row.avatar_url ? { url: row.avatar_url } : null,
    address: {
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      country: row.country,
      postalCode: row.postal_code,
    },
    reEnrolSettings: {
      usesParentApplication: row.uses_parent_application,
      businessUsesReEnrol: row.business_uses_re_enrol,
      usesEnrolmentForm: row.uses_enrolment_form,
    },
  };
}
