import type { WidgetTagMap } from './defineWidget';

import type { WidgetTag } from '@cc/core/flows';

/** The flows' tags (written once, in @cc/core's flows.json), typed for document.createElement / querySelector. */
export { WIDGET_TAGS, type WidgetTag } from '@cc/core/flows';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends WidgetTagMap<WidgetTag> {}
}
