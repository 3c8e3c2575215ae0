import { isValidEmail } from '../email/email';

/** The spec's resend countdown on the code page (document 1, section 9). */
export const RESEND_CODE_AFTER_SECONDS = 45;

/** Where a signed-in parent goes when the login link names nowhere (or somewhere it may not send them). */
export const DEFAULT_AFTER_SIGN_IN = '/parent-portal';

/**
 * What a login link carries in its `state` (document 2, section 6): the email or phone to sign in with, the person,
 * and whether the link came from an older centre-sent email. Names and other details never travel in a URL.
 */
export interface LoginState {
  email?: string;
  phone?: string;
  personId?: string;
  legacyLink?: boolean;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=/g, ''); // '=' only ever pads the end

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The `state` query value for a login link: the fields given, as base64url JSON. */
export function encodeLoginState(state: LoginState): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(state)));
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

/** Whole seconds until a new code may be asked for, counting down from RESEND_CODE_AFTER_SECONDS; 0 once allowed. */
export function resendSecondsLeft(sentAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((sentAtMs + RESEND_CODE_AFTER_SECONDS * 1000 - nowMs) / 1000));
}

/** The parent portal's login page (document 2, section 2): every flow that sends a parent to sign in builds it here. */
export const PORTAL_LOGIN_PATH = '/parent-portal/login';

/**
 * The login link: where to come back to once signed in, what the page knows of the parent (encoded), and the
 * business to sign in to. Each part is left out when not given.
 */
export function portalLoginPath(options: { businessId?: string; redirect?: string; state?: LoginState }): string {
  const query = new URLSearchParams();
  if (options.redirect) query.set('redirect', options.redirect);
  if (options.state) query.set('state', encodeLoginState(options.state));
  if (options.businessId) query.set('businessId', options.businessId);
  const search = query.toString();
  return search ? `${PORTAL_LOGIN_PATH}?${search}` : PORTAL_LOGIN_PATH;
}
