import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PhoneType } from '@cc/core';

export interface PersonTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  phone_type: PhoneType | null;
  /** When the person first signed in with a code; null until then. */
  login_enabled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}
export type PersonRow = Selectable<PersonTable>;
