// Every rule's messages in one region, for the tests that hold the catalogues to @cc/core's error keys.
import type { ErrorKey, Region } from '@cc/core';
import { declineMessages } from './correspondence.messages';
import { costTotalPeriodMessages, feeStructureMessages } from './cost.messages';
import { FLOW_RULE_CATALOGUES } from './flow-rules';
import { SHARED_RULE_CATALOGUES } from './index';
import { outcomeMessages, statusLabelMessages } from './offer-status.messages';
import { paymentTexts } from './payment.messages';
import { dayAvailabilityMessages, scheduleActionMessages } from './schedule.messages';
import { inRegion, usTexts, type RuleCatalogue } from './texts';

/** Labels and texts for core values that are not errors (statuses, outcomes, badges, totals). */
const LABELS = [
  declineMessages,
  costTotalPeriodMessages,
  feeStructureMessages,
  outcomeMessages,
  statusLabelMessages,
  dayAvailabilityMessages,
  scheduleActionMessages,
  paymentTexts,
];

const ALL: readonly RuleCatalogue[] = [...SHARED_RULE_CATALOGUES, ...Object.values(FLOW_RULE_CATALOGUES).flat()];

/** Error keys and label keys of every rule, in one region's wording. */
export function coreMessagesFor(region: Region): Record<string, string> {
  return inRegion(usTexts(ALL), region);
}

/** The message of every validator error key (labels left out), in one region's wording. */
export function errorMessagesFor(region: Region): Record<ErrorKey, string> {
  const all = coreMessagesFor(region);
  const isLabel = new Set(Object.keys(usTexts(LABELS)));
  return Object.fromEntries(Object.entries(all).filter(([key]) => !isLabel.has(key))) as Record<ErrorKey, string>;
}
