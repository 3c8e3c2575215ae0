import { defineModule } from '../module';
import { ProgramRepository } from './program.repository';
import { programQueries } from './program.resolvers';

export const programModule = defineModule({
  name: 'program',
  schema: true,
  query: programQueries,
  repositories: (db) => ({ programs: new ProgramRepository(db) }),
});
