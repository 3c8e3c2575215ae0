import type { Generated } from 'kysely';
import type { NullableDateColumn } from '../program/program.table';

export interface AccountTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  /** What the family owes, integer cents in the business's currency; 0: nothing. */
  balance_cents: Generated<number>;
  /** The day the balance falls due (YYYY-MM-DD); null: not due yet. */
  balance_due_date: NullableDateColumn;
  created_at: Generated<Date>;
}

/** Who holds an account: the people who may act for the family. */
export interface AccountPersonTable {
  account_id: string;
  person_id: string;
}
