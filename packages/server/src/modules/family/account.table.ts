import type { Generated } from 'kysely';

export interface AccountTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  created_at: Generated<Date>;
}

/** Who holds an account: the people who may act for the family. */
export interface AccountPersonTable {
  account_id: string;
  person_id: string;
}
