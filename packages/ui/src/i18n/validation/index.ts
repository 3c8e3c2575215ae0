// All validator messages and labels of @cc/core in one catalogue per region, for the widgets' IntlProvider.
import type { ErrorKey, Region } from '@cc/core';
import { addressValidationMessages } from './address.messages';
import { catalogueFor, type ValidationCatalogue } from './catalogue';
import { commonValidationMessages } from './common.messages';
import { correspondenceValidationMessages, declineMessages } from './correspondence.messages';
import { costTotalPeriodMessages, feeStructureMessages } from './cost.messages';
import { countsValidationMessages } from './counts.messages';
import { crnValidationMessages } from './crn.messages';
import { datesValidationMessages } from './dates.messages';
import { documentsValidationMessages } from './documents.messages';
import { emailValidationMessages } from './email.messages';
import { inquiryValidationMessages } from './inquiry.messages';
import { offerValidationMessages, outcomeMessages, statusLabelMessages } from './offer-status.messages';
import { paymentValidationMessages } from './payment.messages';
import { personMatchValidationMessages } from './person-match.messages';
import { phoneValidationMessages } from './phone.messages';
import { programSelectionValidationMessages } from './program-selection.messages';
import { dayAvailabilityMessages, scheduleActionMessages, scheduleValidationMessages } from './schedule.messages';
import { uniquenessValidationMessages } from './uniqueness.messages';

/** Messages for every validator error key; typed so that a key without a US message fails the typecheck. */
const errorCatalogues = [
  commonValidationMessages,
  addressValidationMessages,
  correspondenceValidationMessages,
  countsValidationMessages,
  crnValidationMessages,
  datesValidationMessages,
  documentsValidationMessages,
  emailValidationMessages,
  inquiryValidationMessages,
  offerValidationMessages,
  paymentValidationMessages,
  personMatchValidationMessages,
  phoneValidationMessages,
  programSelectionValidationMessages,
  scheduleValidationMessages,
  uniquenessValidationMessages,
] as const;

/** Labels and texts for core values that are not errors (statuses, outcomes, badges, totals). */
const labelCatalogues = [
  declineMessages,
  costTotalPeriodMessages,
  feeStructureMessages,
  outcomeMessages,
  statusLabelMessages,
  dayAvailabilityMessages,
  scheduleActionMessages,
] as const;

type AnyCatalogue = ValidationCatalogue<string>;

function merge(catalogues: readonly AnyCatalogue[], region: Region): Record<string, string> {
  return Object.assign({}, ...catalogues.map((c) => catalogueFor(c, region))) as Record<string, string>;
}

export function errorMessagesFor(region: Region): Record<ErrorKey, string> {
  return merge(errorCatalogues, region) as Record<ErrorKey, string>;
}

/** Error messages and core labels for one region, keyed by error key or label key. */
export function coreMessagesFor(region: Region): Record<string, string> {
  return { ...merge(labelCatalogues, region), ...merge(errorCatalogues, region) };
}

export { catalogueFor, type ValidationCatalogue } from './catalogue';
