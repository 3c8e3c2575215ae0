import type { Generated, Selectable } from 'kysely';
import type { PhoneType, RelationshipType } from '@cc/core';

export interface ContactTable {
  id: Generated<string>;
  account_id: string;
  person_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  phone_type: PhoneType | null;
  is_primary: boolean;
}
export type ContactRow = Selectable<ContactTable>;

export interface ContactChildRelationshipTable {
  contact_id: string;
  child_id: string;
  relationship: RelationshipType;
  live_with: boolean;
  emergency_contact: boolean;
  permission_to_pick_up: boolean;
  give_medical_treatment: boolean;
  give_ambulance_transportation: boolean;
  give_consent_regular_outings: boolean;
  pay_bill_permission: boolean;
}
