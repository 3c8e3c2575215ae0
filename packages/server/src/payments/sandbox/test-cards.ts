import type { PaymentFailureCode } from '../provider';

/**
 * The sandbox's test cards, as real processors' sandboxes have them: the number decides the outcome of every charge
 * made with its token. Any other number that passes the Luhn check is approved.
 */
export type CardOutcome = Exclude<PaymentFailureCode, 'account_closed' | 'authentication_failed'> | '3ds' | 'approved';

export const SANDBOX_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  // The card's bank asks the family to confirm on its own page (3-D Secure) before the charge succeeds.
  '4000002500003155': '3ds',
};

/** What a family reads when a charge fails (shown by the widget as the server's message). */
export const FAILURE_MESSAGES: Record<PaymentFailureCode, string> = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'The payment was refused for insufficient funds. Please use another payment method.',
  expired_card: 'Your card has expired. Please use another card.',
  authentication_failed: 'There is an issue with the payment. Please try again.',
  processing_error: 'The payment could not be processed. Please try again.',
  account_closed: 'The bank account is closed. Please use another payment method.',
  unknown_token: 'Error Saving Payment Information',
};

/** Amounts ending in 51 cents fail as a processor error would, whatever the card (as some sandboxes do by amount). */
export const failsByAmount = (amountCents: number): boolean => amountCents % 100 === 51;

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(number)) return 'MASTERCARD';
  if (/^3[47]/.test(number)) return 'AMEX';
  if (number.startsWith('6')) return 'DISCOVER';
  return 'CREDIT_CARD';
}
