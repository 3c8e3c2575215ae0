// The region catalogues of @cc/ui (src/lang): every message id with each region's wording. US wording is each
// message's defaultMessage, so the US catalogue adds nothing; the build ships a region's file as only the entries
// that differ from en-US (scripts/rollup-region-catalogues.mjs).
import type { MessageDescriptor, MessageFormatElement } from 'react-intl';
import type { Region } from '@cc/core';
import AU from '../lang/en-AU.json';
import CA from '../lang/en-CA.json';

/**
 * One message's wording: ICU text, or the same already compiled (the production build compiles every message, so
 * the browser never parses ICU syntax; tests and Storybook run on the text).
 */
export type MessageText = string | MessageFormatElement[];

/** Messages by id, as react-intl's IntlProvider takes them. */
export type MessageCatalogue = Record<string, MessageText>;

/** One package's wording per region, merged by the widget over the messages' US defaults. */
export type RegionCatalogues = Record<Region, MessageCatalogue>;

export const UI_CATALOGUES: RegionCatalogues = { US: {}, CA, AU };

/** The catalogues of several packages merged per region, later packages winning (ui, then programs, then a flow). */
export function mergeCatalogues(...catalogues: readonly RegionCatalogues[]): RegionCatalogues {
  const merge = (region: Region) => Object.assign({}, ...catalogues.map((c) => c[region])) as MessageCatalogue;
  return { US: merge('US'), CA: merge('CA'), AU: merge('AU') };
}

/**
 * { id: defaultMessage } of message descriptors, so an id looked up by a variable (`formatMessage({ id: key })`)
 * finds its US wording. The wording stays as the build left it: compiled in the bundle, text in tests.
 */
export function usWording(messages: readonly MessageDescriptor[]): MessageCatalogue {
  const texts: MessageCatalogue = {};
  for (const message of messages)
    if (message.defaultMessage !== undefined) texts[String(message.id)] = message.defaultMessage;
  return texts;
}
