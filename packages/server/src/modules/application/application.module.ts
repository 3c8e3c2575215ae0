import { defineModule } from '../module';
import { applicationMutations, applicationQueries } from './application.resolvers';
import { ApplicationRepository } from './application.repository';
import { estimateQueries } from './estimate.resolvers';
import { PersonApplicationRepository } from './person-applications.repository';
import { personApplicationQueries } from './person-applications.resolvers';

export const applicationModule = defineModule({
  name: 'application',
  schema: true,
  query: { ...applicationQueries, ...estimateQueries, ...personApplicationQueries },
  mutation: applicationMutations,
  repositories: (db) => ({
    applications: new ApplicationRepository(db),
    personApplications: new PersonApplicationRepository(db),
  }),
});
