import { coerce, refine, string } from 'superstruct';

/** Australian Customer Reference Number (Centrelink), document 2 section 5. */
export const CRN_ERROR_KEYS = ['crn-format', 'crn-invalid'] as const;
export type CrnErrorKey = (typeof CRN_ERROR_KEYS)[number];

export const CRN_WEIGHTS = [512, 256, 128, 64, 32, 16, 8, 4, 2] as const;
export const CRN_CHECK_LETTERS = ['A', 'B', 'C', 'H', 'J', 'K', 'L', 'S', 'T', 'V', 'X'] as const;

const CRN_FORMAT = /^\d{9}[A-Z]$/;

/** CRNs are compared and stored uppercased, so "123456789c" and "123456789C" are the same CRN. */
export function normaliseCrn(value: string): string {
  return value.trim().toUpperCase();
}

/** The check letter for nine digits: weighted sum (512 ... 2) modulo 11, indexed into A B C H J K L S T V X. */
export function crnCheckLetter(digits: string): string {
  if (!/^\d{9}$/.test(digits)) throw new RangeError('A CRN check letter needs exactly nine digits');
  const sum = CRN_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return CRN_CHECK_LETTERS[sum % 11] as string;
}

/** Error key for a CRN, or undefined when it is valid. Blank is left to the `required` rule. */
export function crnError(value: string): CrnErrorKey | undefined {
  const crn = normaliseCrn(value);
  if (!CRN_FORMAT.test(crn)) return 'crn-format';
  return crnCheckLetter(crn.slice(0, 9)) === crn[9] ? undefined : 'crn-invalid';
}

export function isValidCrn(value: string): boolean {
  return crnError(value) === undefined;
}

/** A CRN field: uppercased on the way in, then checked for format and check letter. */
// Stryker disable next-line StringLiteral: a refinement's name reads nowhere: keys come from its messages (validation/result.ts)
export const Crn = refine(coerce(string(), string(), normaliseCrn), 'crn', (value) => crnError(value) ?? true);
