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
 * Records one checklist's reminder, once. The reminder is claimed and its mail recorded in the outbox in one
 * transaction (the row is set only while unset: a second server copy waits for the row's lock, then finds it claimed
 * and records nothing), so a crash can lose neither: the committed mail is delivered by mail/mail-delivery.task.ts, at
 * least once. True when this call recorded it. The log names the checklist, never the family.
 */
export async function sendSubsidyReminder(
  deps: Pick<SubsidyReminderDeps, 'withTransaction' | 'clock' | 'log' | 'mailer' | 'publicUrl'> &
    Partial<Pick<SubsidyReminderDeps, 'repos'>>,
  checklistId: string,
): Promise<boolean> {
  const now = deps.clock.now();
  const mailId = await deps.withTransaction(async (repos) => {
    const claimed = await repos.subsidies.claimReminder(checklistId, now);
    // Nothing to send: already reminded, every step done, or a family without an email address.
    if (!claimed?.email || claimed.region !== 'AU') return undefined;
    const link = `${deps.publicUrl}${portalLoginPath({ businessId: claimed.business_id, redirect: '/parent-portal' })}`;
    return deps.mailer.record(
      repos.mailOutbox,
      {
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
      },
      now,
    );
  });
  if (!mailId) {
    deps.log.info({ checklistId, sent: false }, 'subsidy reminder');
    return false;
  }
  deps.mailer.dispatch(mailId);
  deps.log.info({ checklistId, mailId, sent: true }, 'subsidy reminder');
  return true;
}
