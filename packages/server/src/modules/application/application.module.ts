import { defineModule } from '../module';
import { applicationMutations, applicationQueries } from './application.resolvers';
import { ApplicationRepository } from './application.repository';
import { estimateQueries } from './estimate.resolvers';

export const applicationModule = defineModule({
  name: 'application',
  schema: true,
  query: { ...applicationQueries, ...estimateQueries },
  mutation: applicationMutations,
  repositories: (db) => ({ applications: new ApplicationRepository(db) }),
});
