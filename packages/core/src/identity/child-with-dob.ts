import { object, refine, string } from 'superstruct';
import { compareWireDates, isWireDate, WireDate } from '../dates';
import type { FieldError } from '../validation/result';
import { hasUnsafeCharacters, TEXT_ERROR_KEY } from '../validation/text';

const MAX_NAME = 100;

/** A first or last name: not blank, at most 100 characters (blank is reported as `required`). */
// Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
export const PersonName = refine(string(), 'person-name', (value) => {
  const trimmed = value.trim();
  // Stryker disable next-line StringLiteral: a blank value is reported as 'required' whatever the message (validation/result.ts)
  if (trimmed === '') return 'required';
  if (hasUnsafeCharacters(value)) return TEXT_ERROR_KEY;
  return trimmed.length <= MAX_NAME || 'name-too-long';
});

/** A child a family types in: the shape the programs step and the enquiry send, checked alike on both sides. */
export const ChildWithDob = object({ firstName: PersonName, lastName: PersonName, dateOfBirth: WireDate });

export const CHILD_ERROR_KEYS = ['name-too-long', 'date-of-birth-in-future'] as const;
export type ChildErrorKey = (typeof CHILD_ERROR_KEYS)[number];

/**
 * A date of birth a family types: required, a real YYYY-MM-DD date, and not after today (today at the centre,
 * so a family typing late in the evening in another zone is judged by the centre's calendar).
 */
export function dateOfBirthError(
  dateOfBirth: string | null | undefined,
  today: string,
  path = '',
): FieldError | undefined {
  const value = (dateOfBirth ?? '').trim();
  if (value === '') return { path, key: 'required' };
  if (!isWireDate(value)) return { path, key: 'date-invalid' };
  return compareWireDates(value, today) > 0 ? { path, key: 'date-of-birth-in-future' } : undefined;
}
