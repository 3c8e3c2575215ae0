// <cc-offer>: a centre's offer of a place (document 2): view it, accept it, return to the waitlist or decline, print it.
import { defineWidget, type WidgetTagMap } from '@cc/ui';
import { OfferFlow } from './OfferFlow';
import { OFFER_MESSAGES } from './i18n/catalogue';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends WidgetTagMap<'cc-offer'> {}
}

export const CcOfferElement = defineWidget('cc-offer', OfferFlow, { messages: OFFER_MESSAGES });
export { OfferFlow };
