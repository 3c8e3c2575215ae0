import type { Generated } from 'kysely';
import type { FormDefinition } from '@cc/core/forms';
import type { JsonColumn } from '../application/application.table';

/** A centre's enrolment form (or its business's, center_id null): checked against @cc/core/forms when stored. */
export interface EnrolmentFormTable {
  id: Generated<string>;
  business_id: string;
  center_id: string | null;
  definition: JsonColumn<FormDefinition>;
  updated_at: Date;
}

/** An offer's answers to its enrolment form, saved at every step; submitted once, then read only. */
export interface EnrolmentDocumentTable {
  application_offer_id: string;
  enrolment_form_id: string | null;
  answers: JsonColumn<Record<string, unknown>>;
  current_step: string | null;
  submitted_at: Date | null;
  updated_at: Date;
}

/** A family's submitted form kept with its account, for updates from the portal. */
export interface EnrolmentFormAccountTable {
  id: Generated<string>;
  business_id: string;
  center_id: string;
  account_id: string;
  correlation_id: Generated<string>;
  application_offer_id: string | null;
  enrolment_form_id: string | null;
  data: JsonColumn<Record<string, unknown>>;
  state: 'COMPLETE' | 'IN_PROGRESS';
  updated_at: Date;
}
