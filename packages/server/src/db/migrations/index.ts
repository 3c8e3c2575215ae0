import type { Migration } from 'kysely';
import * as createBusinessTables from './2026_01_05_090000_create_business_tables';
import * as createProgramTables from './2026_01_05_090100_create_program_tables';
import * as createFamilyTables from './2026_01_05_090200_create_family_tables';
import * as createEnquiryLink from './2026_01_05_090300_create_enquiry_link';
import * as createReferenceTerms from './2026_01_05_090400_create_reference_terms';
import * as createApplicationTables from './2026_02_02_090000_create_application_tables';
import * as addBusinessFeatureFlags from './2026_02_02_090100_add_business_feature_flags';
import * as addFamilyLookups from './2026_02_02_090200_add_family_lookups';
import * as clearStoredLinkCodes from './2026_11_23_120000_clear_stored_link_codes';
import * as addIdempotencyRequestHash from './2026_11_24_090000_add_idempotency_request_hash';
import * as addApplicationPossibleMatch from './2026_11_24_090100_add_application_possible_match';
import * as createSignInTables from './2026_11_25_090000_create_sign_in_tables';
import * as createCorrespondenceTables from './2026_11_25_090100_create_correspondence_tables';
import * as createStaffRole from './2026_11_25_090200_create_staff_role';
import * as createOfferTables from './2026_11_25_100000_create_offer_tables';
import * as addOfferFeesAndEvents from './2026_11_26_090000_add_offer_fees_and_events';
import * as createOfferPaymentTables from './2026_11_26_100000_create_offer_payment_tables';
import * as createPromoCodes from './2026_11_26_110000_create_promo_codes';
import * as createBillingCycleTemplates from './2026_11_26_120000_create_billing_cycle_templates';
import * as addCardSurcharge from './2026_11_26_130000_add_card_surcharge';
import * as addBankDebits from './2026_11_27_090000_add_bank_debits';
import * as createEnrolmentForms from './2026_11_27_100000_create_enrolment_forms';
import * as createOfferDocuments from './2026_11_27_110000_create_offer_documents';
import * as createEnrolmentFormAccounts from './2026_11_27_120000_create_enrolment_form_accounts';
import * as addReenrolmentColumns from './2026_11_28_090000_add_reenrolment_columns';
import * as createRegistrationTables from './2026_11_29_090000_create_registration_tables';
import * as createJobTables from './2026_11_30_090000_create_job_tables';
import * as addRegistrationSubmissionSealedLink from './2026_11_29_110000_add_registration_submission_sealed_link';
import * as addWaitlistOrder from './2026_11_30_100000_add_waitlist_order';
import * as addCenterApplicationFeesAllowed from './2026_11_30_110000_add_center_application_fees_allowed';
import * as createSubsidyChecklists from './2026_11_30_120000_create_subsidy_checklists';
import * as createUploadAllowances from './2026_11_30_130500_create_upload_allowances';
import * as addPromoUseCounted from './2026_11_30_140000_add_promo_use_counted';
import * as addMailDelivery from './2026_11_30_150000_add_mail_delivery';

// Listed by hand, in order: the server never scans the filesystem for migrations.
export const migrations: Record<string, Migration> = {
  '2026_01_05_090000_create_business_tables': createBusinessTables,
  '2026_01_05_090100_create_program_tables': createProgramTables,
  '2026_01_05_090200_create_family_tables': createFamilyTables,
  '2026_01_05_090300_create_enquiry_link': createEnquiryLink,
  '2026_01_05_090400_create_reference_terms': createReferenceTerms,
  '2026_02_02_090000_create_application_tables': createApplicationTables,
  '2026_02_02_090100_add_business_feature_flags': addBusinessFeatureFlags,
  '2026_02_02_090200_add_family_lookups': addFamilyLookups,
  '2026_11_23_120000_clear_stored_link_codes': clearStoredLinkCodes,
  '2026_11_24_090000_add_idempotency_request_hash': addIdempotencyRequestHash,
  '2026_11_24_090100_add_application_possible_match': addApplicationPossibleMatch,
  '2026_11_25_090000_create_sign_in_tables': createSignInTables,
  '2026_11_25_090100_create_correspondence_tables': createCorrespondenceTables,
  '2026_11_25_090200_create_staff_role': createStaffRole,
  '2026_11_25_100000_create_offer_tables': createOfferTables,
  '2026_11_26_090000_add_offer_fees_and_events': addOfferFeesAndEvents,
  '2026_11_26_100000_create_offer_payment_tables': createOfferPaymentTables,
  '2026_11_26_110000_create_promo_codes': createPromoCodes,
  '2026_11_26_120000_create_billing_cycle_templates': createBillingCycleTemplates,
  '2026_11_26_130000_add_card_surcharge': addCardSurcharge,
  '2026_11_27_090000_add_bank_debits': addBankDebits,
  '2026_11_27_100000_create_enrolment_forms': createEnrolmentForms,
  '2026_11_27_110000_create_offer_documents': createOfferDocuments,
  '2026_11_27_120000_create_enrolment_form_accounts': createEnrolmentFormAccounts,
  '2026_11_28_090000_add_reenrolment_columns': addReenrolmentColumns,
  '2026_11_29_090000_create_registration_tables': createRegistrationTables,
  '2026_11_29_110000_add_registration_submission_sealed_link': addRegistrationSubmissionSealedLink,
  '2026_11_30_090000_create_job_tables': createJobTables,
  '2026_11_30_100000_add_waitlist_order': addWaitlistOrder,
  '2026_11_30_110000_add_center_application_fees_allowed': addCenterApplicationFeesAllowed,
  '2026_11_30_120000_create_subsidy_checklists': createSubsidyChecklists,
  '2026_11_30_130500_create_upload_allowances': createUploadAllowances,
  '2026_11_30_140000_add_promo_use_counted': addPromoUseCounted,
  '2026_11_30_150000_add_mail_delivery': addMailDelivery,
};
