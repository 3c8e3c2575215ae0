// libphonenumber's core functions with our own metadata: only the calling codes the product serves (see
// phone-metadata.source.ts), the min rules for each, which is all a validity check needs.
import { hasUnsafeCharacters, TEXT_ERROR_KEY } from '../validation/text';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/core';
import { PHONE_METADATA } from './phone-metadata.generated';
import { object, refine, string } from 'superstruct';
import { PHONE_TYPES, type PhoneType } from '../domain/enums';
import type { FieldError } from '../validation/result';

export const PHONE_ERROR_KEYS = ['phone-invalid', 'phone-type-required'] as const;
export type PhoneErrorKey = (typeof PHONE_ERROR_KEYS)[number];

/**
 * The spec validates phone numbers for the default country US. Numbers in +country form pass for the calling codes
 * the product serves: +1 (US, Canada and the rest of the North American plan) and +61 (Australia).
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

export function isValidPhone(number: string | null | undefined, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY) {
  if (typeof number !== 'string' || number.trim() === '') return false;
  return isValidPhoneNumber(number, defaultCountry, PHONE_METADATA);
}

export function isPhoneType(value: unknown): value is PhoneType {
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
export function phoneErrors(phone: PhoneValue | null | undefined, path = ''): FieldError[] {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const errors: FieldError[] = [];
  if (!isValidPhone(phone?.number)) errors.push({ path: at('number'), key: 'phone-invalid' });
  if (!isPhoneType(phone?.type)) errors.push({ path: at('type'), key: 'phone-type-required' });
  return errors;
}

/** A phone number string valid for the default country (blank gives `required` through `checkStruct`). */
export const PhoneNumberString = refine(string(), 'phone', (value) =>
  hasUnsafeCharacters(value) ? TEXT_ERROR_KEY : isValidPhone(value) || 'phone-invalid',
);

// A missing type is `required` through `checkStruct`; a type outside the list gets the spec's "Select a type.".
const PhoneTypeStruct = refine(string(), 'phoneType', (value) => isPhoneType(value) || 'phone-type-required');

/** A phone number with its type, as the enquiry and contacts send it ({number, type}). */
export const Phone = object({ number: PhoneNumberString, type: PhoneTypeStruct });
