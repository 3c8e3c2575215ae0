import { defineModule } from '../module';
import { CheckoutRepository } from './checkout.repository';
import { checkoutMutations, checkoutQueries } from './checkout.resolvers';
import { registrationMutations, registrationQueries } from './registration.resolvers';
import { RegistrationRepository } from './registration.repository';
import { SubmissionRepository } from './submission.repository';

/**
 * Registration (document 1) and its checkout (document 2): a centre's registration link, the programs a family
 * registers children for, the submissions, and the checkout that accepts, pays or waitlists.
 */
export const registrationModule = defineModule({
  name: 'registration',
  schema: true,
  query: { ...registrationQueries, ...checkoutQueries },
  mutation: { ...registrationMutations, ...checkoutMutations },
  repositories: (db) => ({
    registrations: new RegistrationRepository(db),
    registrationSubmissions: new SubmissionRepository(db),
    registrationCheckout: new CheckoutRepository(db),
  }),
});
