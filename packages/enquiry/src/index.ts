// <cc-enquiry>: the enquiry flow (spec 1), defined once when this chunk loads.
import { defineWidget, type WidgetTagMap } from '@cc/ui';
import { EnquiryFlow } from './EnquiryFlow';
import { ENQUIRY_MESSAGES } from './i18n/catalogue';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends WidgetTagMap<'cc-enquiry'> {}
}

export const CcEnquiryElement = defineWidget('cc-enquiry', EnquiryFlow, { messages: ENQUIRY_MESSAGES });
export { EnquiryFlow };
