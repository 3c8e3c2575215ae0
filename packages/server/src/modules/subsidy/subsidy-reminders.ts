import type { Logger } from 'pino';
import { portalLoginPath } from '@cc/core';
import type { Clock } from '../../clock';
import type { Mailer } from '../../mail/mailer';
import { subsidyReminderMail } from '../../mail/subsidy-reminder.mail';
import type { Repositories, WithTransaction } from '../repositories';
import { SUBSIDY_REMINDER_AFTER_MS } from './subsidy-rules';

export interface SubsidyReminderDeps {
  repos: Repositories;
  withTransaction: WithTransaction;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  /** Where families reach the hosted pages (no trailing slash). */
  publicUrl: string;
}

/** Checklists accepted at least a week before `now`, with a step still open, and not reminded yet. */
export function findDueSubsidyReminders(repos: Pick<Repositories, 'subsidies'>, now: Date): Promise<string[]> {
  return repos.subsidies.dueForReminder(new Date(now.getTime() - SUBSIDY_REMINDER_AFTER_MS));
}

/**
 * Sends one checklist's reminder, once. The reminder is claimed first, in a transaction of its own (the row is set
 * only while unset: a second server copy waits for the row's lock, then finds it claimed and sends nothing). The mail
 * is sent after the claim commits, because the outbox mailer writes through the database's one embedded connection,
 * which an open transaction holds; a mail that fails gives the claim back (only this claim, by its time) and throws,
 * so the next run tries again. True when this call sent it. The log names the checklist, never the family.
 */
export async function sendSubsidyReminder(
  deps: Pick<SubsidyReminderDeps, 'withTransaction' | 'clock' | 'log' | 'mailer' | 'publicUrl'> &
    Partial<Pick<SubsidyReminderDeps, 'repos'>>,
  checklistId: string,
): Promise<boolean> {
  const now = deps.clock.now();
  const claimed = await deps.withTransaction((repos) => repos.subsidies.claimReminder(checklistId, now));
  // Nothing to send: already reminded, every step done, or a family without an email address.
  if (!claimed?.email || claimed.region !== 'AU') {
    deps.log.info({ checklistId, sent: false }, 'subsidy reminder');
    return false;
  }
  const link = `${deps.publicUrl}${portalLoginPath({ businessId: claimed.business_id, redirect: '/parent-portal' })}`;
  try {
    await deps.mailer.send({
      kind: 'subsidy-reminder',
      businessId: claimed.business_id,
      to: claimed.email,
      ...subsidyReminderMail({
        businessName: claimed.business_name,
        centreName: claimed.centre_name,
        firstName: claimed.first_name,
        lodged: claimed.lodged,
        link,
      }),
    });
  } catch (error) {
    await deps.withTransaction((repos) => repos.subsidies.releaseReminder(checklistId, now));
    deps.log.warn({ checklistId, sent: false }, 'subsidy reminder could not be sent; released for the next run');
    throw error;
  }
  deps.log.info({ checklistId, sent: true }, 'subsidy reminder');
  return true;
}
