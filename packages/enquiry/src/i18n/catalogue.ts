// The enquiry's catalogue per region: @cc/ui's (merged by the widget itself), then @cc/programs' and the flow's own
// region files (src/lang). Every id of the flow's own messages is in it with its US wording too, so error keys that
// are message ids (the known-child message) translate through `formatMessage({ id })` like core's keys do.
// The light entry: this catalogue is also read by Node tests, which cannot load the widget runtime.
import { mergeCatalogues, usWording, type RegionCatalogues } from '@cc/ui/i18n';
import { PROGRAMS_CATALOGUES } from '@cc/programs/messages';
import AU from '../lang/en-AU.json';
import CA from '../lang/en-CA.json';
import { childrenMessages, flowMessages, registerMessages, stepMessages } from './messages';

const OWN = [stepMessages, registerMessages, childrenMessages, flowMessages];

const US = usWording(OWN.flatMap((group) => Object.values(group)));

export const ENQUIRY_MESSAGES: RegionCatalogues = mergeCatalogues({ US, CA: US, AU: US }, PROGRAMS_CATALOGUES, {
  US: {},
  CA,
  AU,
});
