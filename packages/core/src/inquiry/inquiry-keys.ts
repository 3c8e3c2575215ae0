/**
 * Keys the enquiry submit adds to the shared ones: the centre or a program it names is gone or was never open to
 * this business by the time the family submits (closed, ended, another business's); or the submission's key came
 * with another request before (a changed form retried after a lost answer: the first one was received).
 */
export const INQUIRY_ERROR_KEYS = ['center-not-available', 'program-not-available', 'idempotency-key-reused'] as const;
export type InquiryErrorKey = (typeof INQUIRY_ERROR_KEYS)[number];
