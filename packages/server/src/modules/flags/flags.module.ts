import { defineModule } from '../module';
import { flagQueries } from './flags.resolvers';

export const flagsModule = defineModule({ name: 'flags', schema: true, query: flagQueries });
