// All validator messages and labels of @cc/core in one catalogue per region, for the widgets' IntlProvider.
import type { MessageDescriptor } from 'react-intl';
import type { ErrorKey, Region } from '@cc/core';
import { UI_CATALOGUES } from '../catalogues';
import { addressValidationMessages } from './address.messages';
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

/** Messages for every validator error key; each file is typed so that a key without a message fails the typecheck. */
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

type Catalogue = Readonly<Record<string, MessageDescriptor>>;

function usTexts(catalogues: readonly Catalogue[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const catalogue of catalogues) {
    for (const message of Object.values(catalogue)) texts[String(message.id)] = String(message.defaultMessage);
  }
  return texts;
}

const ERROR_MESSAGES_US = usTexts(errorCatalogues) as Record<ErrorKey, string>;

/** The US wording of every validator error key and core label, keyed by key (validators return keys, not texts). */
export const CORE_MESSAGES_US: Record<string, string> = { ...usTexts(labelCatalogues), ...ERROR_MESSAGES_US };

function inRegion<K extends string>(texts: Record<K, string>, region: Region): Record<K, string> {
  const regional = UI_CATALOGUES[region];
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, regional[key] ?? text])) as Record<
    K,
    string
  >;
}

/** The message of every validator error key in one region. */
export function errorMessagesFor(region: Region): Record<ErrorKey, string> {
  return inRegion(ERROR_MESSAGES_US, region);
}

/** Error messages and core labels for one region, keyed by error key or label key. */
export function coreMessagesFor(region: Region): Record<string, string> {
  return inRegion(CORE_MESSAGES_US, region);
}
