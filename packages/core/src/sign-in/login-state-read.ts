// Reading a login link back (the portal's login page): its state and where to go once signed in.
import { isValidEmail } from '../email/email';
import type { LoginState } from './login-state';

/** Where a signed-in parent goes when the login link names nowhere (or somewhere it may not send them). */
export const DEFAULT_AFTER_SIGN_IN = '/parent-portal';

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * A login link's `state` read back. Anything that is not what encodeLoginState writes is ignored field by field (an
 * email that is not an email, a flag that is not a boolean), and undecodable text gives nothing: a link someone
 * edited never fills the form with something wrong.
 */
export function decodeLoginState(text: string | null | undefined): LoginState {
  const bytes = text ? fromBase64Url(text) : undefined;
  // Stryker disable next-line ConditionalExpression: no bytes decode to '', which is not JSON either; this only answers sooner
  if (!bytes) return {};
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return {};
  }
  // Stryker disable next-line ConditionalExpression: a string or number has none of the fields either
  if (typeof value !== 'object' || value === null) return {};
  const raw = value as Record<string, unknown>;
  const state: LoginState = {};
  if (typeof raw.email === 'string' && isValidEmail(raw.email)) state.email = raw.email.trim();
  if (typeof raw.phone === 'string' && /^\+?[0-9 ()-]{4,20}$/.test(raw.phone)) state.phone = raw.phone;
  // Stryker disable next-line ConditionalExpression: no number is written with 36 digits and dashes
  if (typeof raw.personId === 'string' && /^[0-9a-f-]{36}$/i.test(raw.personId)) state.personId = raw.personId;
  if (typeof raw.legacyLink === 'boolean') state.legacyLink = raw.legacyLink;
  return state;
}

/**
 * Where to go after signing in: a path on this site only. Another site (`https://...`, `//host`, `/\host`) or
 * anything that is not a path is refused for the default, so a login link cannot send a parent elsewhere.
 */
export function safeRedirect(redirect: string | null | undefined): string {
  // Stryker disable next-line StringLiteral: any text not starting with '/' gives the default
  const path = redirect?.trim() ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return DEFAULT_AFTER_SIGN_IN;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be in a path
  if (/[\u0000-\u001f\u007f]/.test(path)) return DEFAULT_AFTER_SIGN_IN;
  return path;
}
