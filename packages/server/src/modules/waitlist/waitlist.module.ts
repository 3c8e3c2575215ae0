import { defineModule } from '../module';
import { WaitlistRepository } from './waitlist.repository';
import { waitlistSettingsMutations } from './waitlist-settings.resolvers';

// The SDL extends the portal's PersonApplication and the offer page's ApplicationOffer; their own resolvers fill the
// field (waitlist-positions.ts), since each is already authorised there.
export const waitlistModule = defineModule({
  name: 'waitlist',
  schema: true,
  mutation: waitlistSettingsMutations,
  repositories: (db) => ({ waitlist: new WaitlistRepository(db) }),
});
