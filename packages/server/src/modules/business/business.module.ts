import { defineModule } from '../module';
import { BusinessRepository } from './business.repository';
import { businessQueries } from './business.resolvers';
import { EnquiryLinkRepository } from './enquiry-link.repository';

export const businessModule = defineModule({
  name: 'business',
  schema: true,
  query: businessQueries,
  repositories: (db) => ({ businesses: new BusinessRepository(db), enquiryLinks: new EnquiryLinkRepository(db) }),
});
