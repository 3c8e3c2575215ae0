import { WIDGET_TAGS } from '@cc/core/flows';

// Until an element's definition arrives it is an unknown inline element with no height, so the page would jump
// when the form renders. A style rule reserves space for the undefined elements only.
export const LAZY_TAGS = WIDGET_TAGS;

export const RESERVED_MIN_HEIGHT = '480px';

export function reserveCss(tags: readonly string[]): string {
  const selector = tags.map((tag) => `${tag}:not(:defined)`).join(',');
  return `${selector}{display:block;min-height:${RESERVED_MIN_HEIGHT}}`;
}

export function injectReserveStyle(doc: Document): void {
  const style = doc.createElement('style');
  style.setAttribute('data-cc-widgets', '');
  style.textContent = reserveCss(LAZY_TAGS);
  doc.head.appendChild(style);
}
