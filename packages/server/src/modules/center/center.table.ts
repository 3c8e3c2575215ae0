import type { Generated, Selectable } from 'kysely';
import type { CareType, EnrollmentOption, FeeType } from '@cc/core';

export interface CenterTable {
  id: Generated<string>;
  business_id: string;
  name: string;
  /** IANA time zone, e.g. America/Chicago. */
  timezone: string;
  phone_number: string | null;
  avatar_url: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  // Re-enrolment settings stay nullable: a centre may not have configured them yet.
  uses_parent_application: boolean | null;
  business_uses_re_enrol: boolean | null;
  uses_enrolment_form: boolean | null;
  /** False where the law forbids fees to apply, register or wait (Ontario): none is charged or shown. */
  application_fees_allowed: Generated<boolean>;
  is_active: Generated<boolean>;
  created_at: Generated<Date>;
}
export type CenterRow = Selectable<CenterTable>;

export interface CenterEnrollmentSettingsTable {
  center_id: string;
  ask_family_about_subsidy: boolean;
  enrollment_option: EnrollmentOption;
  fee_amount_cents: number;
  fee_type: FeeType;
}
export type CenterEnrollmentSettingsRow = Selectable<CenterEnrollmentSettingsTable>;

export interface CenterCareTypeTable {
  center_id: string;
  care_type: CareType;
}
