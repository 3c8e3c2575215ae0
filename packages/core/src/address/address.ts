import type { Region } from '../region/region';
import type { FieldError } from '../validation/result';
import { isValidPostalCode } from './postal-code';
import { findSubdivision } from './subdivisions';

/** Besides these, a missing part gives the common `required`. */
export const ADDRESS_ERROR_KEYS = ['postal-code-invalid', 'state-invalid'] as const;
export type AddressErrorKey = (typeof ADDRESS_ERROR_KEYS)[number];

export interface AddressValue {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postalCode?: string | null;
}

/** The parts a family fills in; country is fixed by the centre's region, so it never counts as "filled". */
const FILLED_PARTS = ['address1', 'address2', 'city', 'state', 'postalCode'] as const;
/** Every part but the second address line is needed for a deliverable address. */
export const REQUIRED_ADDRESS_PARTS = ['address1', 'city', 'state', 'postalCode'] as const;

const text = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

export function isAddressStarted(address: AddressValue | null | undefined): boolean {
  return FILLED_PARTS.some((part) => text(address?.[part]) !== '');
}

export interface AddressRules {
  region: Region;
  /** A mandatory address field is required even when nothing has been typed. */
  mandatory?: boolean;
}

/**
 * Errors for an address: once any part is filled the whole address is mandatory; the state must be one of the
 * region's subdivisions and the postal code must have the region's format.
 */
export function addressErrors(address: AddressValue | null | undefined, rules: AddressRules, path = ''): FieldError[] {
  const at = (field: string) => (path ? `${path}.${field}` : field);
  if (!rules.mandatory && !isAddressStarted(address)) return [];
  const errors: FieldError[] = [];
  for (const part of REQUIRED_ADDRESS_PARTS) {
    const value = text(address?.[part]);
    if (value === '') errors.push({ path: at(part), key: 'required' });
    else if (part === 'state' && !findSubdivision(rules.region, value)) {
      errors.push({ path: at(part), key: 'state-invalid' });
    } else if (part === 'postalCode' && !isValidPostalCode(rules.region, value)) {
      errors.push({ path: at(part), key: 'postal-code-invalid' });
    }
  }
  return errors;
}
