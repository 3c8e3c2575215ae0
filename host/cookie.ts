/** The mobile app's webview sets this cookie; the hosted page hands its value to the element as `token`. */
export const TOKEN_COOKIE = 'cc_token';

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
 * sites (SameSite=Strict), over HTTPS only when the page is, and gone when the session ends.
 */
export function tokenCookie(token: string, expiresAt: string, secure: boolean, now: number = Date.now()): string {
  const maxAge = Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
  const parts = [`${TOKEN_COOKIE}=${encodeURIComponent(token)}`, 'Path=/', `Max-Age=${maxAge}`, 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Forgets the session cookie (signed out). */
export const clearedTokenCookie = (): string => `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
