import { hasUnsafeCharacters, TEXT_ERROR_KEY } from '../validation/text';
import { refine, string } from 'superstruct';

export const EMAIL_ERROR_KEYS = ['email-invalid'] as const;
export type EmailErrorKey = (typeof EMAIL_ERROR_KEYS)[number];

/** The spec's limits (document 2, section 9): local part 64, domain 255, each domain label 63 characters. */
export const EMAIL_LIMITS = { localPart: 64, domain: 255, label: 63 } as const;

/**
 * Exactly one @, then the length limits. Empty parts, empty labels (leading, trailing or doubled dots) and
 * whitespace are refused too: the address is about to receive mail, and none of those can be delivered to.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  if (/\s/.test(email)) return false;
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  // Stryker disable next-line StringLiteral: split('@') gave exactly two parts, so the defaults never apply
  const [local = '', domain = ''] = parts;
  if (local.length === 0 || local.length > EMAIL_LIMITS.localPart) return false;
  // Stryker disable next-line ConditionalExpression: an empty domain also fails the label check below; this only answers sooner
  if (domain.length === 0 || domain.length > EMAIL_LIMITS.domain) return false;
  return domain.split('.').every((label) => label.length > 0 && label.length <= EMAIL_LIMITS.label);
}

/** Error key for an email field, or undefined when it is valid. Blank is left to the `required` rule. */
export function emailError(value: string): EmailErrorKey | undefined {
  return isValidEmail(value) ? undefined : 'email-invalid';
}

/** A required, valid email (blank gives `required` through `checkStruct`). */
// Stryker disable next-line StringLiteral: a refinement's name reads nowhere: keys come from its messages (validation/result.ts)
export const Email = refine(string(), 'email', (value) =>
  hasUnsafeCharacters(value) ? TEXT_ERROR_KEY : isValidEmail(value) || 'email-invalid',
);
