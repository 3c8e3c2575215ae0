// The offer's catalogue per region: the rules it shows (offer statuses and outcomes, payment texts) in US wording
// with @cc/ui's regional wording of them on top, then the flow's own messages and region files (src/lang).
import { UI_CATALOGUES, mergeCatalogues, usWording, type RegionCatalogues } from '@cc/ui/i18n';
import { ruleMessagesUs } from '@cc/ui/flow-rules';
import { promoMessages } from '@cc/ui/promo-messages';
import AU from '../lang/en-AU.json';
import CA from '../lang/en-CA.json';
import {
  declineDialogMessages,
  offerOutcomeMessages,
  offerPageMessages,
  paymentMessages,
  printMessages,
} from './messages';

const OWN = [
  offerPageMessages,
  declineDialogMessages,
  offerOutcomeMessages,
  printMessages,
  paymentMessages,
  // The promo dialog's refusals are looked up by their keys.
  promoMessages,
];

const US = {
  ...ruleMessagesUs('offer', 'payment'),
  ...usWording(OWN.flatMap((g) => Object.values(g))),
};

export const OFFER_MESSAGES: RegionCatalogues = mergeCatalogues({ US, CA: US, AU: US }, UI_CATALOGUES, {
  US: {},
  CA,
  AU,
});
