import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PhoneType, RelationshipType } from '@cc/core';
import type { DateColumn } from '../program/program.table';

export interface PersonTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  phone_type: PhoneType | null;
  /** When the person became able to sign in; null for everyone until parent sign-in exists. */
  login_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}
export type PersonRow = Selectable<PersonTable>;

export interface AccountTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  created_at: Generated<Date>;
}

export interface AccountPersonTable {
  account_id: string;
  person_id: string;
}

export interface ChildTable {
  id: Generated<string>;
  account_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: DateColumn;
  created_at: Generated<Date>;
}
export type ChildRow = Selectable<ChildTable>;

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
