import { defineModule } from '../module';
import { CorrespondenceRepository } from './correspondence.repository';
import { correspondenceMutations, correspondenceQueries } from './correspondence.resolvers';

/** Centres' re-enrolment requests as families open, view and decline them through their link codes. */
export const correspondenceModule = defineModule({
  name: 'correspondence',
  schema: true,
  query: correspondenceQueries,
  mutation: correspondenceMutations,
  repositories: (db) => ({ correspondences: new CorrespondenceRepository(db) }),
});
