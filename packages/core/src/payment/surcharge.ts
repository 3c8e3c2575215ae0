/**
 * The surcharge on an amount paid by card, in basis points of it (150 = 1.5%), rounded to the nearest cent; paying
 * by any other method carries none.
 */
export function cardSurcharge(amountCents: number, basisPoints: number, methodType: string | null | undefined): number {
  if (methodType !== 'CREDIT_CARD' || amountCents <= 0 || basisPoints <= 0) return 0;
  return Math.round((amountCents * basisPoints) / 10_000);
}
