import type { PaymentFailureCode } from '../provider';

/**
 * The sandbox's bank rules, as a processor checks an account before it debits one: the US routing number's ABA
 * checksum, Canada's transit (5 digits) and institution (3) numbers, Australia's BSB (6 digits). A debit's outcome is
 * chosen by the account number, as real sandboxes choose it: one ending in 1116 is returned as closed and one ending
 * in 2227 for insufficient funds, days later; any other settles.
 */
export type BankCountry = 'US' | 'CA' | 'AU';

export const bankCountry = (value: string | undefined): BankCountry =>
  value === 'CA' || value === 'AU' ? value : 'US';

export const BANK_LABELS: Record<BankCountry, { routing: string; routingHint: string; account: string }> = {
  US: { routing: 'Routing number', routingHint: '9 digits', account: 'Account number' },
  CA: {
    routing: 'Transit and institution number',
    routingHint: '5 and 3 digits, e.g. 12345-003',
    account: 'Account number',
  },
  AU: { routing: 'BSB', routingHint: '6 digits, e.g. 062-000', account: 'Account number' },
};

const ACCOUNT_DIGITS: Record<BankCountry, [number, number]> = { US: [4, 17], CA: [7, 12], AU: [5, 9] };

export function abaChecksumValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  // Weights 3, 7, 1 repeating: the ABA's check digit makes the weighted sum a multiple of 10.
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 10 === 0;
}

/** The bank's reasons to refuse the details, in the processor's words; empty when they would be accepted. */
export function bankDetailErrors(
  country: BankCountry,
  details: { first: string; last: string; routing: string; paymentNumber: string },
): string[] {
  const errors: string[] = [];
  if (!details.first.trim() || !details.last.trim()) errors.push("Enter the account holder's first and last name.");
  const routing = details.routing.replace(/[\s-]/g, '');
  if (country === 'US' && !abaChecksumValid(routing)) errors.push('The routing number is invalid.');
  if (country === 'CA' && !/^\d{8}$/.test(routing))
    errors.push('The transit and institution number must be 5 and 3 digits.');
  if (country === 'AU' && !/^\d{6}$/.test(routing)) errors.push('The BSB must be 6 digits.');
  const [min, max] = ACCOUNT_DIGITS[country];
  const account = details.paymentNumber.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${min},${max}}$`).test(account))
    errors.push(`The account number must be ${min} to ${max} digits.`);
  return errors;
}

/** How a debit from this account ends, as the sandbox decides it. */
export function debitOutcome(accountNumber: string): 'settles' | PaymentFailureCode {
  const account = accountNumber.replace(/[\s-]/g, '');
  if (account.endsWith('1116')) return 'account_closed';
  if (account.endsWith('2227')) return 'insufficient_funds';
  return 'settles';
}
