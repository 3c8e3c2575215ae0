import type { ApplicationState, ScheduleOfferState } from '@cc/core';

/**
 * What "waiting for a place" means, per schedule (an enquiry of one child for one program). The newest offer that
 * answers the schedule decides when there is one: a waitlist place offered (OFFERED_WAITLIST) or kept
 * (ACCEPTED_WAITLIST, also "return to waitlist") still waits; a place offered (NEW), accepted, completed, declined
 * or rejected does not. Without an offer the enquiry as submitted waits (NEW, APPROVAL_WAITLIST_PENDING, ...).
 */
export const WAITING_OFFER_STATES = [
  'OFFERED_WAITLIST',
  'ACCEPTED_WAITLIST',
] as const satisfies readonly ScheduleOfferState[];

export const WAITING_ENQUIRY_STATES = [
  'NEW',
  'SUBMITTED',
  'APPROVAL_PENDING',
  'APPROVAL_WAITLIST_PENDING',
  'OFFERED_WAITLIST',
  'ACCEPTED_WAITLIST',
] as const satisfies readonly ScheduleOfferState[];

/**
 * An application in one of these states waits for nothing: declined, rejected or expired (LOST), broken. Accepted
 * and completed places are judged per schedule (their offer's state), so a child the offer left out still waits.
 */
export const CLOSED_APPLICATION_STATES = ['LOST', 'ERRORED', 'DEBUG'] as const satisfies readonly ApplicationState[];

/** A sibling holds a place at the centre when one of its offered programs there was accepted (or completed). */
export const PLACE_HELD_STATES = ['ACCEPTED', 'COMPLETED'] as const satisfies readonly ScheduleOfferState[];
