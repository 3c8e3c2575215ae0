// Building a login link (the flows that send a parent to sign in). Reading one back is login-state-read.ts, the code
// page's countdown resend.ts: each loads only with the screens that use it.

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

/** The `state` query value for a login link: the fields given, as base64url JSON. */
export function encodeLoginState(state: LoginState): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(state)));
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
