// libphonenumber's core functions with our own metadata: only the calling codes the product serves (see
// phone-metadata.source.ts), the min rules for each, which is all a validity check needs.
import { hasUnsafeCharacters, TEXT_ERROR_KEY } from '../validation/text';
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata.generated';
import { object, refine, string } from 'superstruct';
import { PHONE_TYPES, type PhoneType } from '../domain/enums';
import type { FieldError } from '../validation/result';
import type { Region } from '../region/region';

export const PHONE_ERROR_KEYS = ['phone-invalid', 'phone-type-required'] as const;
export type PhoneErrorKey = (typeof PHONE_ERROR_KEYS)[number];

/**
 * A number without a +code is read for the centre's own country (an AU family types 0412 345 678); numbers in
 * +country form pass for the calling codes the product serves: +1 (US, Canada and the rest of the North American
 * plan) and +61 (Australia), so a family abroad can still give theirs. US when nothing says otherwise.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

export type PhoneCountry = 'US' | 'CA' | 'AU';

/** The country whose numbers a business's families type without a +code. */
export function phoneCountryOf(region: Region): PhoneCountry {
  return region;
}

export function isValidPhone(number: string | null | undefined, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY) {
  // Stryker disable next-line ConditionalExpression,MethodExpression,StringLiteral: blank or padded text is never a valid number to the parser either; this only skips it
  if (typeof number !== 'string' || number.trim() === '') return false;
  return isValidPhoneNumber(number, defaultCountry, PHONE_METADATA);
}

/**
 * A number as people of `country` write it: nationally for one of its own ((312) 555-0187, 0412 345 678), with its
 * +code for another country's; as given when it cannot be read.
 */
export function formatPhone(number: string | null | undefined, country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const text = (number ?? '').trim();
  // Stryker disable next-line ConditionalExpression,StringLiteral: the parser reads '' as no number too; this only skips it
  const parsed = text === '' ? undefined : parsePhoneNumberFromString(text, country, PHONE_METADATA);
  if (!parsed?.isValid()) return text;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

export function isPhoneType(value: unknown): value is PhoneType {
  // Stryker disable next-line ConditionalExpression: the list holds strings only, so no other value is ever in it
  return typeof value === 'string' && (PHONE_TYPES as readonly string[]).includes(value);
}

export interface PhoneValue {
  number?: string | null;
  type?: string | null;
}

/**
 * Errors for a phone field ({number, type}). An empty number is reported as invalid, not as required: the spec
 * shows "Please enter a valid phone number" for both.
 */
export function phoneErrors(
  phone: PhoneValue | null | undefined,
  path = '',
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): FieldError[] {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const errors: FieldError[] = [];
  if (!isValidPhone(phone?.number, country)) errors.push({ path: at('number'), key: 'phone-invalid' });
  if (!isPhoneType(phone?.type)) errors.push({ path: at('type'), key: 'phone-type-required' });
  return errors;
}

/** A phone number string valid for `country` (blank gives `required` through `checkStruct`). */
export function phoneNumberString(country: CountryCode = DEFAULT_PHONE_COUNTRY) {
  // Stryker disable next-line StringLiteral: a refinement's name reads nowhere: keys come from its messages (validation/result.ts)
  return refine(string(), 'phone', (value) =>
    hasUnsafeCharacters(value) ? TEXT_ERROR_KEY : isValidPhone(value, country) || 'phone-invalid',
  );
}
export const PhoneNumberString = phoneNumberString();

// A missing type is `required` through `checkStruct`; a type outside the list gets the spec's "Select a type.".
const PhoneTypeStruct = refine(string(), 'phoneType', (value) => isPhoneType(value) || 'phone-type-required');

/** A phone number with its type, as the enquiry and contacts send it ({number, type}), read for `country`. */
export function phoneStruct(country: CountryCode = DEFAULT_PHONE_COUNTRY) {
  return object({ number: phoneNumberString(country), type: PhoneTypeStruct });
}
export const Phone = phoneStruct();

/** The phone rules of one region: a number without a +code is read for that region's country (AU: 0412 345 678). */
export interface PhoneRules {
  /** Whether a number is valid for the region's country (or for its +country code). */
  isValidPhone(number: string | null | undefined): boolean;
  /** Errors for a {number, type} field at `path`. */
  phoneErrors(phone: PhoneValue | null | undefined, path?: string): FieldError[];
  /** The number as the region writes it ((312) 555-0187; +1 604 555 0187 seen from Australia). */
  formatPhone(number: string | null | undefined): string;
}

export function phoneRulesFor(region: Region): PhoneRules {
  const country = phoneCountryOf(region);
  return {
    isValidPhone: (number) => isValidPhone(number, country),
    phoneErrors: (phone, path) => phoneErrors(phone, path, country),
    formatPhone: (number) => formatPhone(number, country),
  };
}
