// The messages of the rules every flow applies (@cc/core's common, identity, dates, schedule and enquiry rules),
// for the widgets' IntlProvider. Rules only some flows apply (address, CRN, documents, correspondence, offers,
// payment) are in flow-rules.ts, so the shared runtime does not carry them for a flow that never shows them.
import { commonValidationMessages } from './common.messages';
import { costTotalPeriodMessages, feeStructureMessages } from './cost.messages';
import { countsValidationMessages } from './counts.messages';
import { datesValidationMessages } from './dates.messages';
import { emailValidationMessages } from './email.messages';
import { inquiryValidationMessages } from './inquiry.messages';
import { outcomeMessages } from './offer-status.messages';
import { personMatchValidationMessages } from './person-match.messages';
import { phoneValidationMessages } from './phone.messages';
import { programSelectionValidationMessages } from './program-selection.messages';
import { dayAvailabilityMessages, scheduleActionMessages, scheduleValidationMessages } from './schedule.messages';
import type { MessageCatalogue } from '../catalogues';
import { usTexts } from './texts';
import { uniquenessValidationMessages } from './uniqueness.messages';

/** Each file is typed so that a key of its rules without a message fails the typecheck. */
export const SHARED_RULE_CATALOGUES = [
  commonValidationMessages,
  countsValidationMessages,
  datesValidationMessages,
  emailValidationMessages,
  inquiryValidationMessages,
  personMatchValidationMessages,
  phoneValidationMessages,
  programSelectionValidationMessages,
  scheduleValidationMessages,
  uniquenessValidationMessages,
  // Labels and texts for core values that are not errors (outcomes, badges, totals).
  costTotalPeriodMessages,
  feeStructureMessages,
  outcomeMessages,
  dayAvailabilityMessages,
  scheduleActionMessages,
] as const;

/** The US wording of the shared rules' keys; regions override them through @cc/ui's src/lang catalogues. */
export const CORE_MESSAGES_US: MessageCatalogue = usTexts(SHARED_RULE_CATALOGUES);
