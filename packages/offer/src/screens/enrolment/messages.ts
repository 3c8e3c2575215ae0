// The enrolment form's own texts; the centre's form brings its fields' words, @cc/forms the renderer's.
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

/** The enrolment form after an accepted offer (document 2, section 2: Enrolment form). */
export const enrolmentMessages = defineMessages<{
  infoBanner: NoValues;
  resumed: NoValues;
  resumedBody: NoValues;
  submittedTitle: NoValues;
  submittedBody: NoValues;
  submitFailed: NoValues;
  saveFailed: NoValues;
  scheduleIntro: NoValues;
  paymentOnFile: NoValues;
  noPaymentOnFile: NoValues;
  previewTitle: { centre: string };
  billingCycle: NoValues;
  print: NoValues;
  uploadLimit: NoValues;
}>({
  // Spec text.
  infoBanner: {
    id: 'offer.enrolment.infoBanner',
    defaultMessage: 'Your place will not be confirmed until this form is completed and reviewed by the center.',
  },
  // Spec text.
  resumed: { id: 'offer.enrolment.resumed', defaultMessage: 'enroll resumed' },
  // Ours.
  resumedBody: {
    id: 'offer.enrolment.resumedBody',
    defaultMessage: 'We opened your form where you left off. Everything you saved is here.',
  },
  // Spec text (two parts of one message).
  submittedTitle: { id: 'offer.enrolment.submittedTitle', defaultMessage: 'Successful Submission' },
  submittedBody: {
    id: 'offer.enrolment.submittedBody',
    defaultMessage:
      'Your enrollment has been submitted and cannot be changed, please contact the center to make any changes.',
  },
  submitFailed: { id: 'offer.enrolment.submitFailed', defaultMessage: 'Your enrollment form could not be submitted.' },
  saveFailed: {
    id: 'offer.enrolment.saveFailed',
    defaultMessage: 'Your answers could not be saved. Check your connection and press Next again.',
  },
  scheduleIntro: {
    id: 'offer.enrolment.scheduleIntro',
    defaultMessage: 'These are the programs and days you accepted. To change them, please contact the center.',
  },
  paymentOnFile: {
    id: 'offer.enrolment.paymentOnFile',
    defaultMessage: 'Fees will be charged to the payment method you gave when you accepted the offer.',
  },
  noPaymentOnFile: {
    id: 'offer.enrolment.noPaymentOnFile',
    defaultMessage: 'No payment method is on file yet. The center will contact you about paying fees.',
  },
  previewTitle: { id: 'offer.enrolment.previewTitle', defaultMessage: 'Enrollment form for {centre}' },
  print: { id: 'offer.enrolment.print', defaultMessage: 'Print' },
  billingCycle: { id: 'offer.enrolment.billingCycle', defaultMessage: 'How often would you like to be billed?' },
  uploadLimit: { id: 'offer.enrolment.uploadLimit', defaultMessage: 'PDF, JPEG, PNG or HEIC, up to 10 MB.' },
});
