import { defineMessages } from 'react-intl';

export const dateInputMessages = defineMessages<{
  calendar: { label: string };
  format: { pattern: string };
}>({
  calendar: { id: 'fields.date.calendar', defaultMessage: 'Choose {label} from a calendar' },
  format: { id: 'fields.date.format', defaultMessage: 'Type it as {pattern}.' },
});
