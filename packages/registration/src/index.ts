// <cc-registration>: a centre's registration link (document 1) and its checkout (document 2), defined once when this
// chunk loads.
import { defineWidget, type WidgetTagMap } from '@cc/ui';
import { RegistrationFlow } from './RegistrationFlow';
import { REGISTRATION_MESSAGES } from './i18n/catalogue';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends WidgetTagMap<'cc-registration'> {}
}

export const CcRegistrationElement = defineWidget('cc-registration', RegistrationFlow, {
  messages: REGISTRATION_MESSAGES,
});
export { RegistrationFlow };
