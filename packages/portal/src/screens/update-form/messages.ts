// The portal's update of a submitted enrolment form: its own texts (the centre's form brings its fields' words).
import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

export const updateFormMessages = defineMessages<{
  intro: NoValues;
  lockedNote: NoValues;
  submit: NoValues;
  updatedTitle: NoValues;
  updatedBody: { centre: string };
  toPortal: NoValues;
  submitFailed: NoValues;
  saveFailed: NoValues;
  inProgress: NoValues;
}>({
  intro: {
    id: 'portal.updateForm.intro',
    defaultMessage: 'Update your enrollment form: add a child, change your contacts, or bring your details up to date.',
  },
  lockedNote: {
    id: 'portal.updateForm.lockedNote',
    defaultMessage: 'Answers already given for an enrolled child cannot be changed here; please contact the center.',
  },
  submit: { id: 'portal.updateForm.submit', defaultMessage: 'Save changes' },
  updatedTitle: { id: 'portal.updateForm.updatedTitle', defaultMessage: 'Your enrollment form is updated' },
  updatedBody: {
    id: 'portal.updateForm.updatedBody',
    defaultMessage: '{centre} now has your changes.',
  },
  toPortal: { id: 'portal.updateForm.toPortal', defaultMessage: 'Back to my applications' },
  submitFailed: { id: 'portal.updateForm.submitFailed', defaultMessage: 'Your changes could not be saved.' },
  saveFailed: {
    id: 'portal.updateForm.saveFailed',
    defaultMessage: 'Your answers could not be saved. Check your connection and press Next again.',
  },
  inProgress: {
    id: 'portal.updateForm.inProgress',
    defaultMessage: 'You started updating this form earlier; your saved changes are here.',
  },
});
