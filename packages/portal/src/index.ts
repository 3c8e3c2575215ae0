// <cc-portal>: the parent portal (document 2): sign-in, dashboard, decline and closed requests.
import { defineWidget, type WidgetTagMap } from '@cc/ui';
import { PortalFlow } from './PortalFlow';
import { PORTAL_MESSAGES } from './i18n/catalogue';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends WidgetTagMap<'cc-portal'> {}
}

export const CcPortalElement = defineWidget('cc-portal', PortalFlow, { messages: PORTAL_MESSAGES });
export { PortalFlow };
