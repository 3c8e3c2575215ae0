import { MailOutboxRepository } from '../../mail/mail-outbox.repository';
import { defineModule } from '../module';

/**
 * The outbox as a repository (`repos.mailOutbox`), so work that decides to mail inside a transaction (a reminder's
 * claim) records the mail in the same transaction (mail/mailer.ts). No schema of its own.
 */
export const mailModule = defineModule({
  name: 'mail',
  schema: false,
  repositories: (db) => ({ mailOutbox: new MailOutboxRepository(db) }),
});
