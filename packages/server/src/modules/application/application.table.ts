import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ApplicationState, CareType, CycleType, ScheduleDay, ScheduleOfferState } from '@cc/core';
import type { DateColumn } from '../program/program.table';

/** Enquiry types (document 2, section 9); the enquiry widget creates INQUIRY. */
export type ApplicationKind =
  'INQUIRY' | 'REENROLLMENTATEXISTINGCENTER' | 'REENROLLMENTATNEWCENTER' | 'UPDATEENROLMENTFORM';

/** A jsonb column: read back parsed, written as JSON text (so pg never mistakes an array for a SQL array). */
export type JsonColumn<T> = ColumnType<T, string, string>;

export interface ApplicationTable {
  id: Generated<string>;
  business_id: string;
  center_id: string;
  account_id: string;
  person_id: string;
  kind: ApplicationKind;
  state: ApplicationState;
  created_by: string | null;
  family_receives_subsidy: boolean | null;
  cwa_consent: boolean | null;
  enquiry_link_id: string | null;
  /** sha256 of the application's link code; the plain code is handed out once and never stored here. */
  link_code_hash: string;
  idempotency_key: string;
  /** An existing account of the business with this enquirer's email: the enquiry did not join it (staff decide). */
  possible_match_account_id: string | null;
  /** The centre's re-enrolment request this application answers: accepting its offer completes the request. */
  reenrolment_correspondence_id: Generated<string | null>;
  created_at: Generated<Date>;
}
export type ApplicationRow = Selectable<ApplicationTable>;

export interface ApplicationScheduleTable {
  id: Generated<string>;
  application_id: string;
  child_id: string;
  program_id: string;
  center_id: string;
  care_type: CareType;
  cycle_type: CycleType;
  start_date: DateColumn;
  days: JsonColumn<ScheduleDay[]>;
  state: ScheduleOfferState;
}
export type ApplicationScheduleRow = Selectable<ApplicationScheduleTable>;

export interface ApplicationIdempotencyTable {
  business_id: string;
  idempotency_key: string;
  application_id: string;
  result: JsonColumn<unknown>;
  /** SHA-256 of the request the key came with (request-hash.ts); null on rows stored before it was kept. */
  request_hash: string | null;
  created_at: Generated<Date>;
}
