// The portal's catalogue per region: the rules it shows (statuses, decline, sign-in) in US wording with @cc/ui's
// regional wording of them on top, then the flow's own messages and region files (src/lang).
import { UI_CATALOGUES, mergeCatalogues, usWording, type RegionCatalogues } from '@cc/ui/i18n';
import { ruleMessagesUs } from '@cc/ui/flow-rules';
import AU from '../lang/en-AU.json';
import CA from '../lang/en-CA.json';
import { dashboardMessages, declinePageMessages, portalMessages } from './messages';

const OWN = [dashboardMessages, declinePageMessages, portalMessages];

const US = {
  ...ruleMessagesUs('offer', 'correspondence', 'signIn'),
  ...usWording(OWN.flatMap((g) => Object.values(g))),
};

export const PORTAL_MESSAGES: RegionCatalogues = mergeCatalogues({ US, CA: US, AU: US }, UI_CATALOGUES, {
  US: {},
  CA,
  AU,
});
