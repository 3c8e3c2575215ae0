/** How often the payment session's expiry is checked. */
export const PAYMENT_SESSION_CHECK_MS = 60_000;
/** The first poll of the centre's payment session. */
export const INITIAL_SESSION_POLL_MS = 300_000;
export const DEFAULT_SESSION_DURATION_MINUTES = 10;

/** After the first poll, the session is polled at half its duration (in minutes, default 10), so it never lapses unseen. */
export function sessionPollMs(durationMinutes?: number | null): number {
  const minutes = durationMinutes && durationMinutes > 0 ? durationMinutes : DEFAULT_SESSION_DURATION_MINUTES;
  return (minutes * 60_000) / 2;
}

/** Once expiresAt has passed, the session-expired modal shows and the page must be reloaded. */
export function isPaymentSessionExpired(expiresAt: string | Date | null | undefined, now: Date): boolean {
  if (!expiresAt) return false;
  const at = typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime();
  return Number.isFinite(at) && now.getTime() >= at;
}
