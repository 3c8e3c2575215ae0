import type { Generated, Selectable } from 'kysely';
import type { ApplicationState, CareType, CycleType, OfferAction, ScheduleDay, ScheduleOfferState } from '@cc/core';
import type { JsonColumn } from '../application/application.table';
import type { DateColumn, NullableDateColumn } from '../program/program.table';

/** A centre's offer of places on one application (document 2, section 3: Application offer). */
export interface ApplicationOfferTable {
  id: Generated<string>;
  business_id: string;
  application_id: string;
  center_id: string;
  state: ScheduleOfferState;
  /** The last day it may be accepted, in the centre's time zone; null: no expiry. */
  expiry_date: NullableDateColumn;
  created_by_person_id: string | null;
  /** Without an enrolment form the offer completes as soon as it is accepted. */
  enrolment_form_required: Generated<boolean>;
  /** A re-enrolment offer took its places from the programs' counts; they go back if it is lost. */
  places_held: Generated<boolean>;
  created_at: Date;
  updated_at: Date;
}
export type ApplicationOfferRow = Selectable<ApplicationOfferTable>;

/** One program the offer makes for one child (document 2, section 3: Offer schedule). */
export interface OfferScheduleTable {
  id: Generated<string>;
  application_offer_id: string;
  application_schedule_id: string | null;
  child_id: string;
  program_id: string | null;
  state: ScheduleOfferState;
  start_date: DateColumn;
  end_date: NullableDateColumn;
  cycle_type: CycleType;
  care_type: CareType;
  class_name: string | null;
  fee_amount_cents: Generated<number>;
  /** The program's application (enrolment) fee, due before acceptance; integer cents. */
  application_fee_cents: Generated<number>;
  fee_type: string | null;
  fee_structure_type: string | null;
  days: JsonColumn<ScheduleDay[]>;
}

// 'retry': handed again to a retried submission whose first answer (with the application's link) was lost.
// 'reminder': in a reminder mail (modules/reminder), as the first mail's code is not kept.
export const OFFER_LINK_PURPOSES = ['mail', 'portal', 'retry', 'reminder'] as const;
export type OfferLinkPurpose = (typeof OFFER_LINK_PURPOSES)[number];

/** A link code that opens an offer: only its sha256 is kept. */
export interface OfferLinkTable {
  id: Generated<string>;
  application_offer_id: string;
  link_code_hash: string;
  purpose: OfferLinkPurpose;
  expires_at: Date | null;
  created_at: Date;
}

export const OFFER_ACTORS = ['family', 'staff', 'system'] as const;
export type OfferActor = (typeof OFFER_ACTORS)[number];

/** One change to an offer: the history staff read, and the proof that an offer was accepted once. */
export interface OfferEventTable {
  id: Generated<string>;
  application_offer_id: string;
  action: OfferAction;
  from_state: ScheduleOfferState;
  to_state: ScheduleOfferState;
  application_state: ApplicationState;
  actor: OfferActor;
  actor_person_id: string | null;
  created_at: Date;
}
