import { defineModule } from '../module';
import { StaffRepository } from './staff.repository';

/** Centre staff: people with a role on a business. They sign in as parents do; their operations check the role. */
export const staffModule = defineModule({
  name: 'staff',
  schema: false,
  repositories: (db) => ({ staff: new StaffRepository(db) }),
});
