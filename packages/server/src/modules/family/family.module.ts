import { defineModule } from '../module';
import { AccountRepository } from './account.repository';
import { ChildRepository } from './child.repository';
import { ContactRepository } from './contact.repository';
import { PersonRepository } from './person.repository';

/** People, accounts, children and contacts: no API of its own yet; the enquiry and the checks write and read here. */
export const familyModule = defineModule({
  name: 'family',
  schema: false,
  repositories: (db) => ({
    persons: new PersonRepository(db),
    accounts: new AccountRepository(db),
    children: new ChildRepository(db),
    contacts: new ContactRepository(db),
  }),
});
