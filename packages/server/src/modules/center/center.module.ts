import { defineModule } from '../module';
import { CenterRepository } from './center.repository';
import { businessCenterFields, centerQueries } from './center.resolvers';
import { centerSettingsMutations } from './center-settings.resolvers';

export const centerModule = defineModule({
  name: 'center',
  schema: true,
  query: centerQueries,
  mutation: centerSettingsMutations,
  fields: { BusinessAndSettings: businessCenterFields },
  repositories: (db) => ({ centers: new CenterRepository(db) }),
});
