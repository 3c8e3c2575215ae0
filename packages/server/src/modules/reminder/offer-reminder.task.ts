import { addDaysToWireDate, toRegion, utcDate } from '@cc/core';
import type { Logger } from 'pino';
import type { Clock } from '../../clock';
import type { JobTask } from '../../jobs/job-task';
import type { Mailer } from '../../mail/mailer';
import { offerReminderMail } from '../../mail/offer-reminder.mail';
import { hashLinkCode, newLinkCode } from '../../security/link-code';
import type { Repositories, WithTransaction } from '../repositories';
import { dueThreshold } from './reminder-windows';

/** The largest threshold a business may set (two weeks): the sweep reads offers expiring within it. */
export const MAX_REMINDER_HOURS = 336;

export interface OfferReminderDeps {
  repos: Repositories;
  withTransaction: WithTransaction;
  clock: Clock;
  log: Logger;
  mailer: Mailer;
  publicUrl: string;
}

export const OFFER_REMINDER_QUEUE = 'offer-reminder';

/** Mails a family whose offer is about to lapse, at the hours before expiry its business chose. */
export function offerReminderTask(deps: OfferReminderDeps): JobTask {
  return {
    queue: OFFER_REMINDER_QUEUE,

    async due(now) {
      // A date window wide enough for every zone and the largest threshold; the exact moment is judged per offer.
      const today = utcDate(now);
      const offers = await deps.repos.offerReminders.openOffersExpiringBetween(
        addDaysToWireDate(today, -1),
        addDaysToWireDate(today, MAX_REMINDER_HOURS / 24 + 2),
      );
      const sent = await deps.repos.offerReminders.sentFor(offers.map((o) => o.id));
      return offers.flatMap((offer) => {
        if (!offer.expiry_date) return [];
        const hours = dueThreshold(
          { expiryDate: offer.expiry_date, timezone: offer.timezone, createdAt: offer.created_at },
          offer.offer_reminder_hours,
          now,
        );
        const key = `${offer.id}:${hours}`;
        return hours === null || sent.has(key) ? [] : [{ key, data: { offerId: offer.id, thresholdHours: hours } }];
      });
    },

    async run(data) {
      const offerId = String(data.offerId);
      const thresholdHours = Number(data.thresholdHours);
      const now = deps.clock.now();
      const linkCode = newLinkCode();
      // Claimed under the offer's row lock, so an answer arriving now waits for the claim or wins before it. The mail is
      // recorded in the outbox in the same transaction: the claim and the mail commit together or not at all, so a
      // crash after the commit leaves the mail queued for delivery (mail/mail-delivery.task.ts), never lost.
      const mailId = await deps.withTransaction(async (repos) => {
        const offer = await repos.offerReminders.lockOpenOffer(offerId);
        if (!offer?.expiry_date) return undefined;
        const current = dueThreshold(
          { expiryDate: offer.expiry_date, timezone: offer.timezone, createdAt: offer.created_at },
          offer.offer_reminder_hours,
          now,
        );
        if (current !== thresholdHours) return undefined;
        if (!(await repos.offerReminders.claim(offerId, thresholdHours, now))) return undefined;
        await repos.offers.addLinks([{ offerId, linkCodeHash: hashLinkCode(linkCode) }], 'reminder', now, null);
        const person = await repos.persons.findContact(offer.person_id);
        if (!person?.email) return undefined;
        return deps.mailer.record(
          repos.mailOutbox,
          {
            kind: 'offer-reminder',
            businessId: offer.business_id,
            to: person.email,
            ...offerReminderMail({
              region: toRegion(offer.region),
              businessName: offer.business_name,
              centreName: offer.center_name,
              firstName: person.first_name,
              expiryDate: offer.expiry_date,
              waitlist: offer.state === 'OFFERED_WAITLIST',
              link: `${deps.publicUrl}/offer/${linkCode}`,
            }),
          },
          now,
        );
      });
      if (!mailId) return;
      deps.mailer.dispatch(mailId);
      deps.log.info({ offerId, thresholdHours, mailId }, 'offer reminder recorded');
    },
  };
}
