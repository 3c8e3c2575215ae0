import { compareWireDates } from '../dates';

export interface AccountBalance {
  /** Integer cents owed. */
  amountCents: number;
  /** YYYY-MM-DD; null when no payment is due yet. */
  dueDate: string | null;
  overdue: boolean;
}

/**
 * What an account owes as the family sees it: nothing (null) unless something is owed, and overdue once its due
 * date is before the centre's today. A balance with no due date is owed but never overdue.
 */
export function accountBalance(balanceCents: number, dueDate: string | null, today: string): AccountBalance | null {
  if (balanceCents <= 0) return null;
  return { amountCents: balanceCents, dueDate, overdue: dueDate !== null && compareWireDates(dueDate, today) < 0 };
}

/**
 * The "Balance Overdue" gate (document 1, section 2: child selection): with the lead re-enrolment restrictions flag
 * on, a family whose account is overdue cannot re-enrol.
 */
export function isReEnrolmentBlockedByBalance(flagOn: boolean, balance: AccountBalance | null): boolean {
  return flagOn && balance?.overdue === true;
}
