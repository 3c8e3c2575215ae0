import { defineModule } from '../module';
import { EnrolmentRepository } from './enrolment.repository';
import { enrolmentMutations, enrolmentQueries } from './enrolment.resolvers';

/** The enrolment form that follows an accepted offer: the centre's form as data and each offer's answers. */
export const enrolmentModule = defineModule({
  name: 'enrolment',
  schema: true,
  query: enrolmentQueries,
  mutation: enrolmentMutations,
  repositories: (db) => ({ enrolment: new EnrolmentRepository(db) }),
});
