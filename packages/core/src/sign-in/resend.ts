/** The spec's resend countdown on the code page (document 1, section 9). */
export const RESEND_CODE_AFTER_SECONDS = 45;

/** Whole seconds until a new code may be asked for, counting down from RESEND_CODE_AFTER_SECONDS; 0 once allowed. */
export function resendSecondsLeft(sentAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((sentAtMs + RESEND_CODE_AFTER_SECONDS * 1000 - nowMs) / 1000));
}
