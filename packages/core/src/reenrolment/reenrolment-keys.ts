/**
 * Keys the re-enrolment submit adds to the enquiry's and the shared ones: the lead re-enrolment restrictions flag is
 * on and the account's balance is overdue ("Balance Overdue", at accountId).
 */
export const REENROLMENT_ERROR_KEYS = ['balance-overdue'] as const;
export type ReEnrolmentErrorKey = (typeof REENROLMENT_ERROR_KEYS)[number];
