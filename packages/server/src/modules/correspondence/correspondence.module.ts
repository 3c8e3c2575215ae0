import { defineModule } from '../module';
import { CorrespondenceRepository } from './correspondence.repository';
import { correspondenceMutations, correspondenceQueries } from './correspondence.resolvers';
import { sendRequestMutations } from './send-requests.resolvers';

/** Centres' re-enrolment requests as families open, view and decline them through their link codes. */
export const correspondenceModule = defineModule({
  name: 'correspondence',
  schema: true,
  query: correspondenceQueries,
  mutation: { ...correspondenceMutations, ...sendRequestMutations },
  repositories: (db) => ({ correspondences: new CorrespondenceRepository(db) }),
});
