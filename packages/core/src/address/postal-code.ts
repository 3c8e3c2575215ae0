import type { Region } from '../region/region';

// Canada Post never uses D, F, I, O, Q or U, and W and Z never start a code: letters that read like digits.
const CA_FIRST = '[ABCEGHJ-NPRSTVXY]';
const CA_LETTER = '[ABCEGHJ-NPRSTV-Z]';

const POSTAL_CODE_PATTERNS: Record<Region, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  AU: /^\d{4}$/,
  CA: new RegExp(`^${CA_FIRST}\\d${CA_LETTER} ?\\d${CA_LETTER}\\d$`),
};

/** US 5 digits or 5+4 ("12345-6789"); AU 4 digits; Canada A1A 1A1 (letters in either case, space optional). */
export function isValidPostalCode(region: Region, value: string): boolean {
  return POSTAL_CODE_PATTERNS[region].test(normalisePostalCode(region, value));
}

/** Canadian codes are stored uppercased with their middle space; other regions only lose outer spaces. */
export function normalisePostalCode(region: Region, value: string): string {
  const code = value.trim();
  if (region !== 'CA') return code;
  const compact = code.toUpperCase().replace(/\s+/g, '');
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : code.toUpperCase();
}
