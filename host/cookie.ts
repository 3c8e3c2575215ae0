/**
 * The parent's session token, kept by the hosted page (and set by the mobile app's webview) so page reloads and the
 * webview keep the session; the page's script hands its value to the element as `token`. The API never reads
 * cookies: it authenticates only with the Bearer header. It cannot be HttpOnly, because this script must read it.
 */
export const TOKEN_COOKIE = 'cc_token';

/** The longest a session lasts (the server's SESSION_LIFETIME_MS, 30 days): the cookie never outlives it. */
export const TOKEN_COOKIE_MAX_SECONDS = 30 * 24 * 60 * 60;

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * The cookie that keeps a parent's session on the hosted page after signing in: first-party, never sent to other
 * sites (SameSite=Strict), Secure when the page is on HTTPS (a page on http://localhost in development cannot set a
 * Secure cookie in every browser), and gone when the session ends: an expiry that is not a date keeps nothing
 * (Max-Age=NaN would be ignored and the cookie kept until the browser or webview closes), and none outlives a session.
 */
export function tokenCookie(token: string, expiresAt: string, secure: boolean, now: number = Date.now()): string {
  const left = Math.floor((Date.parse(expiresAt) - now) / 1000);
  const maxAge = Number.isFinite(left) ? Math.min(Math.max(0, left), TOKEN_COOKIE_MAX_SECONDS) : 0;
  const parts = [`${TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Forgets the session cookie (signed out), with the attributes it was set with. */
export const clearedTokenCookie = (secure: boolean): string =>
  `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure ? '; Secure' : ''}`;
