import { defineModule } from '../module';
import { CenterRepository } from './center.repository';
import { centerQueries } from './center.resolvers';

export const centerModule = defineModule({
  name: 'center',
  schema: true,
  query: centerQueries,
  repositories: (db) => ({ centers: new CenterRepository(db) }),
});
