// The registration's catalogue per region: the sign-in and payment rules it shows in US wording with @cc/ui's
// regional wording of them on top, then the flow's own messages and region files (src/lang).
import { UI_CATALOGUES, mergeCatalogues, usWording, type RegionCatalogues } from '@cc/ui/i18n';
import { ruleMessagesUs } from '@cc/ui/flow-rules';
import { promoMessages } from '@cc/ui/promo-messages';
import AU from '../lang/en-AU.json';
import CA from '../lang/en-CA.json';
import { childrenMessages, entryMessages, programMessages, reviewMessages, wizardStepMessages } from './messages';
import { checkoutErrorMessages, checkoutMessages } from './checkoutMessages';

const OWN = [
  entryMessages,
  wizardStepMessages,
  childrenMessages,
  programMessages,
  reviewMessages,
  checkoutMessages,
  checkoutErrorMessages,
  // The promo dialog's refusals are looked up by their keys.
  promoMessages,
];

const US = {
  ...ruleMessagesUs('signIn', 'payment'),
  ...usWording(OWN.flatMap((group) => Object.values(group))),
};

export const REGISTRATION_MESSAGES: RegionCatalogues = mergeCatalogues({ US, CA: US, AU: US }, UI_CATALOGUES, {
  US: {},
  CA,
  AU,
});
