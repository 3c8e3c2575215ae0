import { defineModule } from '../module';
import { ReferenceRepository } from './reference.repository';
import { referenceQueries } from './reference.resolvers';

export const referenceModule = defineModule({
  name: 'reference',
  schema: true,
  query: referenceQueries,
  repositories: (db) => ({ reference: new ReferenceRepository(db) }),
});
