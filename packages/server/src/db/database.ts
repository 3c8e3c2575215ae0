import type {
  RegistrationChargeTable,
  RegistrationPaymentMethodTable,
  RegistrationProgramTable,
  RegistrationSubmissionScheduleTable,
  RegistrationSubmissionTable,
  RegistrationTable,
} from '../modules/registration/registration.table';
import type { SubsidyChecklistStepTable, SubsidyChecklistTable } from '../modules/subsidy/subsidy.table';
import type { DocumentLinkTable, OfferDocumentTable, UploadAllowanceTable } from '../modules/document/document.table';
import type {
  EnrolmentDocumentTable,
  EnrolmentFormAccountTable,
  EnrolmentFormTable,
} from '../modules/enrolment/enrolment.table';
import type {
  BillingCycleTemplateTable,
  OfferChargeTable,
  PaymentWebhookEventTable,
  OfferPaymentMethodTable,
  OfferPromoTable,
  PromoCodeTable,
} from '../modules/payment/payment.table';
import type {
  ApplicationIdempotencyTable,
  ApplicationScheduleTable,
  ApplicationTable,
} from '../modules/application/application.table';
import type { BusinessTable } from '../modules/business/business.table';
import type { EnquiryLinkTable } from '../modules/business/enquiry-link.table';
import type { CenterCareTypeTable, CenterEnrollmentSettingsTable, CenterTable } from '../modules/center/center.table';
import type { AccountPersonTable, AccountTable } from '../modules/family/account.table';
import type { ChildTable } from '../modules/family/child.table';
import type { ContactChildRelationshipTable, ContactTable } from '../modules/family/contact.table';
import type { PersonTable } from '../modules/family/person.table';
import type {
  ProgramCenterDayAvailabilityTable,
  ProgramCenterTable,
  ProgramGroupTable,
  ProgramTable,
} from '../modules/program/program.table';
import type { HealthTermTable, NamedTermTable } from '../modules/reference/reference.table';
import type { SessionTable } from '../modules/identity/session.table';
import type { SignInChallengeTable } from '../modules/identity/sign-in-challenge.table';
import type { MailOutboxTable } from '../mail/mail-outbox.table';
import type { JobDeadLetterTable } from '../jobs/dead-letter.table';
import type { OfferReminderTable } from '../modules/reminder/offer-reminder.table';
import type { StaffRoleTable } from '../modules/staff/staff-role.table';
import type { CorrespondenceTable, ReenrolmentBatchTable } from '../modules/correspondence/correspondence.table';
import type {
  ApplicationOfferTable,
  OfferEventTable,
  OfferLinkTable,
  OfferScheduleTable,
} from '../modules/offer/offer.table';

/** Every table Kysely may touch, by SQL name. */
export interface Database {
  business: BusinessTable;
  center: CenterTable;
  center_enrollment_settings: CenterEnrollmentSettingsTable;
  center_care_type: CenterCareTypeTable;
  program_group: ProgramGroupTable;
  program: ProgramTable;
  program_center: ProgramCenterTable;
  program_center_day_availability: ProgramCenterDayAvailabilityTable;
  person: PersonTable;
  account: AccountTable;
  account_person: AccountPersonTable;
  child: ChildTable;
  contact: ContactTable;
  contact_child_relationship: ContactChildRelationshipTable;
  enquiry_link: EnquiryLinkTable;
  health_term: HealthTermTable;
  allergen: NamedTermTable;
  allergic_reaction: NamedTermTable;
  application: ApplicationTable;
  application_schedule: ApplicationScheduleTable;
  application_idempotency: ApplicationIdempotencyTable;
  sign_in_challenge: SignInChallengeTable;
  session: SessionTable;
  mail_outbox: MailOutboxTable;
  job_dead_letter: JobDeadLetterTable;
  offer_reminder: OfferReminderTable;
  reenrolment_batch: ReenrolmentBatchTable;
  correspondence: CorrespondenceTable;
  staff_role: StaffRoleTable;
  application_offer: ApplicationOfferTable;
  offer_schedule: OfferScheduleTable;
  offer_link: OfferLinkTable;
  offer_event: OfferEventTable;
  offer_payment_method: OfferPaymentMethodTable;
  offer_charge: OfferChargeTable;
  payment_webhook_event: PaymentWebhookEventTable;
  promo_code: PromoCodeTable;
  offer_promo: OfferPromoTable;
  billing_cycle_template: BillingCycleTemplateTable;
  enrolment_form: EnrolmentFormTable;
  enrolment_document: EnrolmentDocumentTable;
  enrolment_form_account: EnrolmentFormAccountTable;
  offer_document: OfferDocumentTable;
  document_link: DocumentLinkTable;
  upload_allowance: UploadAllowanceTable;
  registration: RegistrationTable;
  registration_program: RegistrationProgramTable;
  registration_submission: RegistrationSubmissionTable;
  registration_submission_schedule: RegistrationSubmissionScheduleTable;
  registration_payment_method: RegistrationPaymentMethodTable;
  registration_charge: RegistrationChargeTable;
  subsidy_checklist: SubsidyChecklistTable;
  subsidy_checklist_step: SubsidyChecklistStepTable;
}
