import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CareType, EnrollmentOption, FeeStructureType, FeeType, Weekday } from '@cc/core';

/** SQL `date`, read back as YYYY-MM-DD (type parsers are set in connect.ts). */
export type DateColumn = ColumnType<string, string, string>;
export type NullableDateColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface ProgramGroupTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  is_active: boolean;
  start_date: NullableDateColumn;
  end_date: NullableDateColumn;
}
export type ProgramGroupRow = Selectable<ProgramGroupTable>;

export interface ProgramTable {
  id: Generated<string>;
  business_id: string;
  program_group_id: string | null;
  program_name: string;
  description: string | null;
  is_open_for_enrollment: boolean;
  start_date: DateColumn;
  end_date: NullableDateColumn;
  operating_days: ColumnType<Weekday[], Weekday[], Weekday[]>;
  min_enrolment_days: number | null;
  max_enrolment_days: number | null;
  /** Age range in whole months, inclusive; null means no limit on that side. */
  min_age_months: number | null;
  max_age_months: number | null;
}
export type ProgramRow = Selectable<ProgramTable>;

export interface ProgramCenterTable {
  id: Generated<string>;
  program_id: string;
  center_id: string;
  fee_id: string | null;
  class_name: string | null;
  available_places: number;
  application_fee_amount_cents: number;
  application_fee_type: FeeStructureType | null;
  enrollment_options: EnrollmentOption;
  care_type: CareType;
  fee_amount_cents: number;
  fee_type: FeeType;
}
export type ProgramCenterRow = Selectable<ProgramCenterTable>;

export interface ProgramCenterDayAvailabilityTable {
  program_center_id: string;
  day_of_week: Weekday;
  count: number;
}
export type ProgramCenterDayAvailabilityRow = Selectable<ProgramCenterDayAvailabilityTable>;
