import type { ValidationCatalogue } from './catalogue';

// The same keys as PROGRAM_SELECTION_ERROR_KEYS in @cc/core/program-selection; spelled out here until the core
// index exports that type, so this file typechecks on its own.
type ProgramSelectionErrorKey =
  | 'at-least-one-child'
  | 'at-least-one-program'
  | 'at-least-one-program-group'
  | 'no-program-available'
  | 'no-program-available-generic';

export const programSelectionValidationMessages: ValidationCatalogue<ProgramSelectionErrorKey> = {
  US: {
    'at-least-one-child': 'Please select at least one child',
    'at-least-one-program': 'Please select at least one program for {child}',
    'at-least-one-program-group': 'Please select at least one enrolment option',
    'no-program-available': 'No program available for {firstName} {lastName}',
    'no-program-available-generic': 'No program available',
  },
};
