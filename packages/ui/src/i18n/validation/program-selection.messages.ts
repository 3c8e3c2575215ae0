import { defineMessages, type MessageDescriptor } from 'react-intl';

// The same keys as PROGRAM_SELECTION_ERROR_KEYS in @cc/core/program-selection; spelled out here until the core
// index exports that type, so this file typechecks on its own.
type ProgramSelectionErrorKey =
  | 'at-least-one-child'
  | 'at-least-one-program'
  | 'at-least-one-program-group'
  | 'no-program-available'
  | 'no-program-available-generic';

export const programSelectionValidationMessages: Record<ProgramSelectionErrorKey, MessageDescriptor> = defineMessages({
  'at-least-one-child': { id: 'at-least-one-child', defaultMessage: 'Please select at least one child' },
  'at-least-one-program': {
    id: 'at-least-one-program',
    defaultMessage: 'Please select at least one program for {child}',
  },
  'at-least-one-program-group': {
    id: 'at-least-one-program-group',
    defaultMessage: 'Please select at least one program group',
  },
  'no-program-available': {
    id: 'no-program-available',
    defaultMessage: 'No program available for {firstName} {lastName}',
  },
  'no-program-available-generic': { id: 'no-program-available-generic', defaultMessage: 'No program available' },
});
