import { defineMessages } from 'react-intl';

/** The form shell's own words (notices around the wizard); the flow words what failed ("Your inquiry ..."). */
export const formMessages = defineMessages({
  // ours (the spec's "enroll resumed" notice is for enrolment forms)
  restored: { id: 'form.restored', defaultMessage: 'We restored what you entered earlier.' },
  // ours
  startOver: { id: 'form.startOver', defaultMessage: 'Start over' },
  // ours
  checkFields: { id: 'form.checkFields', defaultMessage: 'Please check the highlighted answers and try again.' },
  // ours
  dismiss: { id: 'form.dismiss', defaultMessage: 'Dismiss' },
});
