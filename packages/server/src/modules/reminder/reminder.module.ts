import { defineModule } from '../module';
import { OfferReminderRepository } from './offer-reminder.repository';
import { reminderMutations, reminderQueries } from './reminder.resolvers';

/** Mail before an open offer lapses: when each business wants it, what was sent (the job is offer-reminder.task.ts). */
export const reminderModule = defineModule({
  name: 'reminder',
  schema: true,
  query: reminderQueries,
  mutation: reminderMutations,
  repositories: (db) => ({ offerReminders: new OfferReminderRepository(db) }),
});
