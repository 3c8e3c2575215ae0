import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { DEFAULT_PHONE_COUNTRY } from '../phone';
import { PHONE_METADATA } from '../phone/phone-metadata.generated';

/** How names and emails are compared when looking a family up: trimmed, case-insensitive. */
export const matchKey = (value: string | null | undefined): string => (value ?? '').trim().toLowerCase();

/**
 * A phone number in E.164 (+13125550199), the one spelling it is stored and compared in, so "(312) 555-0199" and
 * "+1 312 555 0199" are the same number; a number without a +code is read for `country`. Undefined when not valid.
 */
export function toE164(
  number: string | null | undefined,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | undefined {
  if (typeof number !== 'string' || number.trim() === '') return undefined;
  const parsed = parsePhoneNumberFromString(number, country, PHONE_METADATA);
  return parsed?.isValid() ? parsed.number : undefined;
}
