import { defineModule } from '../module';

/** Re-enrolment: an existing family applies again (offerEnquiry) and the settings its wizard needs. */
export const reEnrolmentModule = defineModule({
  name: 'reenrolment',
  schema: true,
});
