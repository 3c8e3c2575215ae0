import type { MessageDescriptor } from 'react-intl';
import type { Region } from '@cc/core';
import { UI_CATALOGUES } from '../catalogues';

export type RuleCatalogue = Readonly<Record<string, MessageDescriptor>>;

/** { id: US wording } of message groups whose ids are core keys (validators return keys, not texts). */
export function usTexts(catalogues: readonly RuleCatalogue[]): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const catalogue of catalogues) {
    for (const message of Object.values(catalogue)) texts[String(message.id)] = String(message.defaultMessage);
  }
  return texts;
}

/** The same keys in one region's wording (src/lang), US wording where the region says it the same way. */
export function inRegion<K extends string>(texts: Record<K, string>, region: Region): Record<K, string> {
  const regional = UI_CATALOGUES[region];
  const entries = Object.entries<string>(texts).map(([key, text]) => [key, regional[key] ?? text]);
  return Object.fromEntries(entries) as Record<K, string>;
}
