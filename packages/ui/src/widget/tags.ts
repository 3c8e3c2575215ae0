import type { WidgetTagMap } from './defineWidget';

/** The four flow tags of the architecture, typed for document.createElement / querySelector. */
export const WIDGET_TAGS = ['cc-enquiry', 'cc-registration', 'cc-offer', 'cc-portal'] as const;
export type WidgetTag = (typeof WIDGET_TAGS)[number];

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementTagNameMap extends WidgetTagMap<WidgetTag> {}
}
