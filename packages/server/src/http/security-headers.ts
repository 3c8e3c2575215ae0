import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries. Link codes travel in URLs (/offer/..., /inquiry/...), so no page may pass its
 * address on as a Referer; no response may be sniffed into another type; over https, browsers are told to stay on
 * https.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}

/**
 * The hosted pages' Content-Security-Policy: scripts only from this server (no inline script, no eval), data only
 * from its API, no plugins, no <base> tricks, and framing only by the hosted site itself. Styles may be inline: the
 * widgets style their shadow roots with <style> elements. Frames: this server, and the payment provider's card
 * fields (their own origin).
 */
export function hostedPageCsp(frameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // Shoelace fetches its built-in icons from data: URLs.
    "connect-src 'self' data:",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The policy without a payment provider's frames. */
export const HOSTED_PAGE_CSP = hostedPageCsp();
