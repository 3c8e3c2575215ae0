import { defineModule } from '../module';
import { AccountRepository } from './account.repository';
import { ChildRepository } from './child.repository';
import { ContactRepository } from './contact.repository';
import { NewFamilyRepository } from './new-family.repository';
import { PersonRepository } from './person.repository';
import { familyQueries } from './family.resolvers';

/** People, accounts, children and contacts; a signed-in parent reads their own accounts here. */
export const familyModule = defineModule({
  name: 'family',
  schema: true,
  query: familyQueries,
  repositories: (db) => ({
    persons: new PersonRepository(db),
    accounts: new AccountRepository(db),
    children: new ChildRepository(db),
    contacts: new ContactRepository(db),
    newFamilies: new NewFamilyRepository(db),
  }),
});
