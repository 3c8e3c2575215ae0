import type { Generated } from 'kysely';
import type { DateColumn, NullableDateColumn } from '../program/program.table';

/** A centre's registration: a named link (only its hash is kept) for families to register children for programs. */
export interface RegistrationTable {
  id: Generated<string>;
  business_id: string;
  /** The centre that runs it: its time zone, currency and payment provider. */
  center_id: string;
  name: string;
  description: Generated<string>;
  link_code_hash: string;
  ask_family_about_subsidy: Generated<boolean>;
  /** Rows with a place wait for staff approval (SUBMITTED) instead of APPROVED. */
  requires_approval: Generated<boolean>;
  is_open: Generated<boolean>;
  created_at: Date;
}

/** A program open for registration: its places, the ages it takes (months, on its start date), dates and fees. */
export interface RegistrationProgramTable {
  id: Generated<string>;
  registration_id: string;
  name: string;
  description: Generated<string>;
  places: number;
  min_age_months: number;
  max_age_months: number;
  start_date: DateColumn;
  end_date: DateColumn;
  early_bird_until: NullableDateColumn;
  fee_cents: Generated<number>;
  early_bird_fee_cents: number | null;
  /** Integer cents per child position (the last repeats); used while the tiered registration fee flag is on. */
  tiered_fee_cents: number[] | null;
  sort_order: Generated<number>;
}

export type RegistrationScheduleState =
  'SUBMITTED' | 'APPROVED' | 'OFFERED_WAITLIST' | 'ACCEPTED' | 'WAITLISTED' | 'REJECTED';

/** Row states that hold one of the program's places. */
export const PLACE_HOLDING_STATES: readonly RegistrationScheduleState[] = ['SUBMITTED', 'APPROVED', 'ACCEPTED'];

/** A family's registration: who, for which registration, its state and its checkout link (hashed). */
export interface RegistrationSubmissionTable {
  id: Generated<string>;
  registration_id: string;
  business_id: string;
  person_id: string;
  account_id: string;
  link_code_hash: string;
  /**
   * The link code encrypted under a key derived from the idempotency key (submission-link.ts), so a retried submit
   * answers the same code; null once staff issued a new one.
   */
  link_code_sealed: string | null;
  /** A RegistrationSubmissionState (document 2, section 4). */
  state: string;
  family_receives_subsidy: boolean | null;
  /** sha256 of the family's idempotency key (the key derives the sealing key, so it is not kept in clear). */
  idempotency_key: string;
  request_hash: string;
  promo_code_id: string | null;
  /** The submission holds one of the promo code's uses: counted when the family pays, given back if that fails. */
  promo_use_counted: Generated<boolean>;
  terms_accepted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** One child in one program of a submission: a place held or a waitlist entry, and the fee fixed when submitted. */
export interface RegistrationSubmissionScheduleTable {
  id: Generated<string>;
  submission_id: string;
  child_id: string;
  registration_program_id: string;
  state: RegistrationScheduleState;
  is_early_bird: Generated<boolean>;
  fee_cents: Generated<number>;
  child_position: number;
}

/** The checkout's payment method: the provider's token, never the number. */
export interface RegistrationPaymentMethodTable {
  submission_id: string;
  processor: string;
  token: string;
  method_type: string;
  brand: string;
  last_four: string;
  updated_at: Date;
}

/** Every charge made for a submission's fee, failed ones included; one success at most (a unique index). */
export interface RegistrationChargeTable {
  id: Generated<string>;
  submission_id: string;
  processor: string;
  amount_cents: number;
  currency: string;
  status: 'succeeded' | 'failed' | 'pending' | 'requires_action';
  reference: string | null;
  failure_code: string | null;
  service_fee_cents: Generated<number>;
  method_type: string;
  last_four: string;
  created_at: Date;
}
