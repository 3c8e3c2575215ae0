import type { Generated } from 'kysely';

/** What a member of staff may do at a business. Only one role so far: sending re-enrolment requests needs it. */
export type StaffRole = 'ADMIN';

export interface StaffRoleTable {
  person_id: string;
  business_id: string;
  role: StaffRole;
  created_at: Generated<Date>;
}
