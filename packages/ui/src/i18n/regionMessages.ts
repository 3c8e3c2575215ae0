export type { MessageCatalogue } from './catalogues';
import type { Region } from '@cc/core';
import { UI_CATALOGUES, type MessageCatalogue } from './catalogues';
import { CORE_MESSAGES_US } from './validation';

/** BCP 47 tag for a locale in a region, e.g. en + AU -> en-AU; a locale that names its own region wins. */
export function intlLocale(locale: string, region: Region): string {
  return locale.includes('-') ? locale : `${locale}-${region}`;
}

// react-intl types a catalogue as all text or all compiled; it formats each message by its own kind, and a bundle
// mixes them only where a test or story runs on text.
type IntlMessages = Record<string, string>;

export function messagesFor(region: Region, extra: Partial<Record<Region, MessageCatalogue>> = {}): IntlMessages {
  // Core validators return error keys; their texts are message ids here, so `formatMessage({ id: key })` works,
  // which needs their US wording in the catalogue (a descriptor's defaultMessage is not there to fall back on).
  return { ...CORE_MESSAGES_US, ...UI_CATALOGUES[region], ...extra[region] } as IntlMessages;
}

/** US wording is the default message itself, so a missing translation is expected, not an error. */
export function reportIntlError(error: { code: string; message: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error.message);
}
