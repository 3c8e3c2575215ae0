import type { Generated, Selectable } from 'kysely';
import type { DateColumn } from '../program/program.table';

export interface ChildTable {
  id: Generated<string>;
  account_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: DateColumn;
  created_at: Generated<Date>;
}
export type ChildRow = Selectable<ChildTable>;
