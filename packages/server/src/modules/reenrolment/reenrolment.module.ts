import { defineModule } from '../module';
import { PlacesRepository } from './places.repository';
import { reEnrolmentMutations, reEnrolmentQueries } from './reenrolment.resolvers';

/** Re-enrolment: an existing family applies again (offerEnquiry) and the settings its wizard needs. */
export const reEnrolmentModule = defineModule({
  name: 'reenrolment',
  schema: true,
  query: reEnrolmentQueries,
  mutation: reEnrolmentMutations,
  repositories: (db) => ({ places: new PlacesRepository(db) }),
});
