import { applicationModule } from './application/application.module';
import { businessModule } from './business/business.module';
import { centerModule } from './center/center.module';
import { familyModule } from './family/family.module';
import { flagsModule } from './flags/flags.module';
import { identityModule } from './identity/identity.module';
import { correspondenceModule } from './correspondence/correspondence.module';
import { staffModule } from './staff/staff.module';
import { offerModule } from './offer/offer.module';
import { paymentModule } from './payment/payment.module';
import { enrolmentModule } from './enrolment/enrolment.module';
import { documentModule } from './document/document.module';
import { programModule } from './program/program.module';
import { referenceModule } from './reference/reference.module';
import { reEnrolmentModule } from './reenrolment/reenrolment.module';
import { registrationModule } from './registration/registration.module';
import { reminderModule } from './reminder/reminder.module';
import { waitlistModule } from './waitlist/waitlist.module';
import { subsidyModule } from './subsidy/subsidy.module';
import { mailModule } from './mail/mail.module';

/** Every domain of the server, registered here once (see module.ts). */
export const MODULES = [
  businessModule,
  centerModule,
  programModule,
  referenceModule,
  flagsModule,
  familyModule,
  applicationModule,
  identityModule,
  correspondenceModule,
  staffModule,
  offerModule,
  paymentModule,
  enrolmentModule,
  documentModule,
  reEnrolmentModule,
  registrationModule,
  reminderModule,
  subsidyModule,
  waitlistModule,
  mailModule,
] as const;
