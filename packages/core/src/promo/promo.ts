// Promo codes (document 2: applyPromoCode, "Enter Promo Code"): a percentage or a fixed amount off the fees due now,
// for one business, until a day and for a number of uses. The spec names them; their rules here are ours.

export const PROMO_KINDS = ['PERCENT', 'FIXED'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

export interface Promo {
  kind: PromoKind;
  /** PERCENT: whole percent (1 to 100); FIXED: integer cents. */
  value: number;
}

/** Why a code is refused; the widget shows the key's text in the promo dialog. */
export const PROMO_ERROR_KEYS = ['promo-invalid', 'promo-expired', 'promo-used-up'] as const;
export type PromoErrorKey = (typeof PROMO_ERROR_KEYS)[number];

/** The discount on a fee, in cents: never more than the fee, never negative; a percentage rounds down. */
export function promoDiscount(feeCents: number, promo: Promo | null | undefined): number {
  if (!promo || feeCents <= 0) return 0;
  const raw =
    promo.kind === 'PERCENT' ? Math.floor((feeCents * Math.min(Math.max(promo.value, 0), 100)) / 100) : promo.value;
  return Math.min(Math.max(raw, 0), feeCents);
}

/** Codes are typed as people type them: spaces and case do not matter. */
export const normalisePromoCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();
