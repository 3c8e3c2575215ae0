import { defineModule } from '../module';

/**
 * Registration (document 1) and its checkout (document 2): a centre's registration link, the programs a family
 * registers children for, the submissions, and the checkout that accepts, pays or waitlists.
 */
export const registrationModule = defineModule({
  name: 'registration',
  schema: true,
});
