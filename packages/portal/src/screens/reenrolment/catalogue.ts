// The re-enrolment's catalogue per region: @cc/programs' (the choice pages), the wizard's own US wording (an error
// key is a message id, translated by id), then the portal's (whose region files hold the AU and CA wording of these).
// It comes with the re-enrolment's chunk, not with the portal's first screen.
import { mergeCatalogues, usWording } from '@cc/ui/i18n';
import { ruleMessagesUs } from '@cc/ui/flow-rules';
import { PROGRAMS_CATALOGUES } from '@cc/programs/messages';
import { PORTAL_MESSAGES } from '../../i18n/catalogue';
import {
  childrenStepMessages,
  contactsStepMessages,
  finishMessages,
  reEnrolmentMessages,
  reviewStepMessages,
} from './messages';

const OWN_US = {
  // The payment dialog's saved method ("card ending in", its badges) is worded by @cc/ui's payment rules.
  ...ruleMessagesUs('payment'),
  ...usWording(
    [reEnrolmentMessages, childrenStepMessages, contactsStepMessages, reviewStepMessages, finishMessages].flatMap(
      (group) => Object.values(group),
    ),
  ),
};

export const REENROLMENT_MESSAGES = mergeCatalogues(
  PROGRAMS_CATALOGUES,
  { US: OWN_US, CA: OWN_US, AU: OWN_US },
  PORTAL_MESSAGES,
);
