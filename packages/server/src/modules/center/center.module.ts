import { defineModule } from '../module';
import { CenterRepository } from './center.repository';
import { centerQueries } from './center.resolvers';
import { centerSettingsMutations } from './center-settings.resolvers';

export const centerModule = defineModule({
  name: 'center',
  schema: true,
  query: centerQueries,
  mutation: centerSettingsMutations,
  repositories: (db) => ({ centers: new CenterRepository(db) }),
});
