import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

/** The form shell's own words (notices around the wizard); the flow words what failed ("Your inquiry ..."). */
export const formMessages = defineMessages<{
  restored: NoValues;
  startOver: NoValues;
  checkFields: NoValues;
  errorAt: { place: string; message: string };
  dismiss: NoValues;
}>({
  // ours (the spec's "enroll resumed" notice is for enrolment forms)
  restored: { id: 'form.restored', defaultMessage: 'We restored what you entered earlier.' },
  // ours
  startOver: { id: 'form.startOver', defaultMessage: 'Start over' },
  // ours
  checkFields: { id: 'form.checkFields', defaultMessage: 'Please check the highlighted answers and try again.' },
  // ours: a server error on a field the page does not show, with the child and program it is about
  errorAt: { id: 'form.errorAt', defaultMessage: '{place}: {message}' },
  // ours
  dismiss: { id: 'form.dismiss', defaultMessage: 'Dismiss' },
});
