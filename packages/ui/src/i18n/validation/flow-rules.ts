// Messages of the rules only some flows apply. A flow that shows them merges `ruleMessagesUs(...)` of the groups it
// uses into its catalogue (regional wording comes with @cc/ui's src/lang catalogues either way).
import { addressValidationMessages } from './address.messages';
import { correspondenceValidationMessages, declineMessages } from './correspondence.messages';
import { crnValidationMessages } from './crn.messages';
import { documentsValidationMessages } from './documents.messages';
import { offerValidationMessages, statusLabelMessages } from './offer-status.messages';
import { paymentTexts, paymentValidationMessages } from './payment.messages';
import { signInValidationMessages } from './sign-in.messages';
import type { MessageCatalogue } from '../catalogues';
import { usTexts, type RuleCatalogue } from './texts';

export const FLOW_RULE_CATALOGUES = {
  address: [addressValidationMessages],
  correspondence: [correspondenceValidationMessages, declineMessages],
  crn: [crnValidationMessages],
  documents: [documentsValidationMessages],
  offer: [offerValidationMessages, statusLabelMessages],
  payment: [paymentValidationMessages, paymentTexts],
  signIn: [signInValidationMessages],
} as const satisfies Record<string, readonly RuleCatalogue[]>;

export type FlowRules = keyof typeof FLOW_RULE_CATALOGUES;

/** The US wording of the named rule groups' keys, for a flow's catalogue. */
export function ruleMessagesUs(...groups: readonly FlowRules[]): MessageCatalogue {
  return usTexts(groups.flatMap((group): readonly RuleCatalogue[] => FLOW_RULE_CATALOGUES[group]));
}
