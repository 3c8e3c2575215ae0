import type { MessageDescriptor } from 'react-intl';
import type { Region } from '@cc/core';
import { UI_CATALOGUES, usWording, type MessageCatalogue, type MessageText } from '../catalogues';

export type RuleCatalogue = Readonly<Record<string, MessageDescriptor>>;

/** { id: US wording } of message groups whose ids are core keys (validators return keys, not texts). */
export function usTexts(catalogues: readonly RuleCatalogue[]): MessageCatalogue {
  return usWording(catalogues.flatMap((catalogue) => Object.values(catalogue)));
}

/** The same keys in one region's wording (src/lang), US wording where the region says it the same way. */
export function inRegion(texts: MessageCatalogue, region: Region): Record<string, string> {
  const regional = UI_CATALOGUES[region];
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, asText(regional[key] ?? text)]));
}

// Tests read the wording as text; only the production bundle compiles it, and it never calls this.
function asText(message: MessageText): string {
  if (typeof message !== 'string') throw new Error('inRegion reads uncompiled wording (tests), not a bundle.');
  return message;
}
