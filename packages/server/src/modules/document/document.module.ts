import { defineModule } from '../module';
import { DocumentRepository } from './document.repository';
import { documentMutations, documentQueries } from './document.resolvers';
import { UploadAllowanceRepository } from './upload-allowance.repository';

/** Documents a family uploads for an offer's enrolment form, and the short-lived links that open them. */
export const documentModule = defineModule({
  name: 'document',
  schema: true,
  query: documentQueries,
  mutation: documentMutations,
  repositories: (db) => ({
    documents: new DocumentRepository(db),
    uploadAllowances: new UploadAllowanceRepository(db),
  }),
});
