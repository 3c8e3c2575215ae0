import { defineModule } from '../module';
import { EnrolmentRepository } from './enrolment.repository';
import { FormAccountRepository } from './form-account.repository';
import { formAccountMutations, formAccountQueries } from './form-account.resolvers';
import { enrolmentMutations, enrolmentQueries } from './enrolment.resolvers';

/** The enrolment form that follows an accepted offer: the centre's form as data and each offer's answers. */
export const enrolmentModule = defineModule({
  name: 'enrolment',
  schema: true,
  query: { ...enrolmentQueries, ...formAccountQueries },
  mutation: { ...enrolmentMutations, ...formAccountMutations },
  repositories: (db) => ({ enrolment: new EnrolmentRepository(db), formAccounts: new FormAccountRepository(db) }),
});
