import type { ColumnType, Generated, Selectable } from 'kysely';
import type { FlowType, Region } from '@cc/core';

export interface BusinessTable {
  id: Generated<string>;
  name: string;
  region: Region;
  currency: string;
  flow_type: FlowType;
  is_use_program_group: boolean;
  is_use_per_program_group_fees: boolean;
  /** Website origins allowed to call the API from a browser; `*` stands for any port. */
  website_origins: ColumnType<string[], string[] | undefined, string[]>;
  /** Feature-flag overrides ({flagName: value}) as stored; JSON text on write. */
  feature_flags: ColumnType<unknown, string | undefined, string>;
  /** Surcharge on fees paid by card, in basis points (150 = 1.5%); 0: none. */
  card_surcharge_basis_points: Generated<number>;
  /** The second-contact section's minimum counts for re-enrolment (1, 1, 1 unless the business sets others). */
  min_contacts: Generated<number>;
  min_emergency_contact_per_child: Generated<number>;
  min_permission_to_pick_up_per_child: Generated<number>;
  /** The waitlist puts children whose sibling holds a place at the centre first (modules/waitlist). */
  waitlist_siblings_first: Generated<boolean>;
  /** Hours before an open offer lapses at which the family is mailed a reminder (default 48 and 24). */
  offer_reminder_hours: ColumnType<number[], string | undefined, string>;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
}
export type BusinessRow = Selectable<BusinessTable>;
