// The promo-code dialog's words (the offer page, the registration checkout). Defaults are the US wording; every
// region's is in @cc/ui's src/lang/en-*.json.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const promoMessages = defineMessages<{
  open: NoValues;
  title: NoValues;
  label: NoValues;
  back: NoValues;
  apply: NoValues;
  failed: NoValues;
  invalid: NoValues;
  expired: NoValues;
  usedUp: NoValues;
}>({
  // ours: the button that opens the dialog
  open: { id: 'promo.open', defaultMessage: 'Enter Promo Code' },
  // the spec's dialog title and buttons
  title: { id: 'promo.title', defaultMessage: 'Enter Promo Code' },
  // ours
  label: { id: 'promo.label', defaultMessage: 'Promo code' },
  back: { id: 'promo.back', defaultMessage: 'Back' },
  apply: { id: 'promo.apply', defaultMessage: 'Apply' },
  // the spec's text when the server gives no reason
  failed: { id: 'promo.failed', defaultMessage: 'Whoops something went wrong, please try again later.' },
  // ours: the refusals of @cc/core's PROMO_ERROR_KEYS
  invalid: { id: 'promo-invalid', defaultMessage: 'This promo code is not valid.' },
  expired: { id: 'promo-expired', defaultMessage: 'This promo code has expired.' },
  usedUp: { id: 'promo-used-up', defaultMessage: 'This promo code has been used up.' },
});
