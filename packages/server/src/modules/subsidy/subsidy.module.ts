import { defineModule } from '../module';
import { SubsidyRepository } from './subsidy.repository';
import { subsidyMutations, subsidyQueries } from './subsidy.resolvers';

/**
 * Australia's Child Care Subsidy after an offer is accepted: the family's checklist (made with the acceptance), the
 * centre's lodging of the enrolment, and the one reminder a week later (reminders.ts, run by the job runner).
 */
export const subsidyModule = defineModule({
  name: 'subsidy',
  schema: true,
  query: subsidyQueries,
  mutation: subsidyMutations,
  repositories: (db) => ({ subsidies: new SubsidyRepository(db) }),
});
