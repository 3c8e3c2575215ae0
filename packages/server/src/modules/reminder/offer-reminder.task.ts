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
      // Claimed under the offer's row lock, so an answer arriving now waits for the claim or wins before it. The mail
      // goes after the commit (the embedded database's one connection cannot also take the outbox's insert).
      const claimed = await deps.withTransaction(async (repos) => {
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
        return offer;
      });
      if (!claimed?.expiry_date) return;
      const person = await deps.repos.persons.findContact(claimed.person_id);
      if (!person?.email) return;
      try {
        await deps.mailer.send({
          kind: 'offer-reminder',
          businessId: claimed.business_id,
          to: person.email,
          ...offerReminderMail({
            region: toRegion(claimed.region),
            businessName: claimed.business_name,
            centreName: claimed.center_name,
            firstName: person.first_name,
            expiryDate: claimed.expiry_date,
            waitlist: claimed.state === 'OFFERED_WAITLIST',
            link: `${deps.publicUrl}/offer/${linkCode}`,
          }),
        });
      } catch (err) {
        await deps.repos.offerReminders.release(offerId, thresholdHours);
        throw err;
      }
      deps.log.info({ offerId, thresholdHours }, 'offer reminder sent');
    },
  };
}
