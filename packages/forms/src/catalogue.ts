// The renderer's wording per region: its messages' US defaults, the rule messages a centre's fields use (addresses,
// CRNs, documents, upload refusals), and each region's file (src/lang). A flow merges this into its own catalogue
// where it shows a form.
import { ruleMessagesUs } from '@cc/ui/flow-rules';
import { mergeCatalogues, usWording, type RegionCatalogues } from '@cc/ui/i18n';
import AU from './lang/en-AU.json';
import CA from './lang/en-CA.json';
import { uploadErrorMessages } from './messages';

const US = { ...ruleMessagesUs('address', 'crn', 'documents'), ...usWording(Object.values(uploadErrorMessages)) };

export const FORMS_CATALOGUES: RegionCatalogues = mergeCatalogues({ US, CA: US, AU: US }, { US: {}, CA, AU });
