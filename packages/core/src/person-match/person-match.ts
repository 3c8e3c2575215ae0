import type { FieldError } from '../validation/result';

/** Results of the person-exists check (document 2, section 9). */
export const PERSON_MATCH_RESULTS = ['EXACT', 'EXACTWITHLOGIN', 'MULTIPLE', 'NONE'] as const;
export type PersonMatchResult = (typeof PERSON_MATCH_RESULTS)[number];

export const PERSON_MATCH_ERROR_KEYS = ['person-exists', 'person-exists-centre', 'person-check-failed'] as const;
export type PersonMatchErrorKey = (typeof PERSON_MATCH_ERROR_KEYS)[number];

/** Who is filling in the form: the family, or centre staff entering an enquiry for them. */
export type PersonMatchAudience = 'guardian' | 'centre';

const BLOCKING: ReadonlySet<PersonMatchResult> = new Set(['EXACT', 'EXACTWITHLOGIN', 'MULTIPLE']);

/**
 * The check answers in either spelling ("Exactwithlogin" in document 1, "EXACTWITHLOGIN" in document 2). A value
 * outside the four is treated as no match, so an unexpected answer never blocks a family from submitting.
 */
export function toPersonMatchResult(value: unknown): PersonMatchResult {
  // Stryker disable next-line StringLiteral: any text that is not a result reads as NONE, '' or not
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return (PERSON_MATCH_RESULTS as readonly string[]).includes(upper) ? (upper as PersonMatchResult) : 'NONE';
}

export interface PersonMatch {
  result: unknown;
  /** The phone number given matches a known person, whatever the name and email matched. */
  phoneMatch?: boolean | null;
}

/** Submit is blocked when the check returns Exact, Exactwithlogin or Multiple, or when a phone matches. */
export function isBlockedByPersonMatch(match: PersonMatch): boolean {
  return BLOCKING.has(toPersonMatchResult(match.result)) || match.phoneMatch === true;
}

/** The blocking message for the submit button, different for centre-facing use; undefined when not blocked. */
export function personMatchError(match: PersonMatch, audience: PersonMatchAudience): FieldError | undefined {
  if (!isBlockedByPersonMatch(match)) return undefined;
  return { path: '', key: audience === 'centre' ? 'person-exists-centre' : 'person-exists' };
}
