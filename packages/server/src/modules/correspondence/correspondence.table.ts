import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CorrespondenceStage, CorrespondenceType, DeclineReason } from '@cc/core';
import type { NullableDateColumn } from '../program/program.table';

/** One sending of re-enrolment requests by a centre. */
export interface ReenrolmentBatchTable {
  id: Generated<string>;
  business_id: string;
  correspondence_type: CorrespondenceType;
  uses_enrolment_form_override: Generated<boolean>;
  allowed_center_ids: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  sent_by_person_id: string | null;
  created_at: Date;
}

/** A request to one family contact, opened by its link code (only the hash is stored). */
export interface CorrespondenceTable {
  id: Generated<string>;
  batch_id: string;
  business_id: string;
  account_id: string;
  contact_id: string;
  center_id: string;
  stage: CorrespondenceStage;
  link_code_hash: string;
  decline_reason: DeclineReason | null;
  other_reason: string | null;
  end_of_contract_date: NullableDateColumn;
  declined_by: string | null;
  last_modified_by: string | null;
  created_at: Date;
  updated_at: Date;
}
export type CorrespondenceRow = Selectable<CorrespondenceTable>;
