/** The one-time code a parent types: exactly six digits (spaces people type between groups are ignored). */
export const SIGN_IN_CODE_LENGTH = 6;

export const SIGN_IN_ERROR_KEYS = ['sign-in-code-format'] as const;
export type SignInErrorKey = (typeof SIGN_IN_ERROR_KEYS)[number];

/** The code as the server wants it: digits only, without the spaces a mail reader may have copied. */
export const normaliseSignInCode = (value: string): string => value.replace(/\s+/g, '');

/**
 * Checked before sending, so a mistyped code (five digits, a letter) costs none of the five answers a code allows.
 * Empty is `required`.
 */
export function signInCodeError(value: string | undefined): 'required' | SignInErrorKey | undefined {
  const code = normaliseSignInCode(value ?? '');
  if (code === '') return 'required';
  return /^\d{6}$/.test(code) ? undefined : 'sign-in-code-format';
}
