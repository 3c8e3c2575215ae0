export const PROGRAM_SELECTION_ERROR_KEYS = [
  'at-least-one-child',
  'at-least-one-program',
  'at-least-one-program-group',
  'no-program-available',
  'no-program-available-generic',
] as const;
export type ProgramSelectionErrorKey = (typeof PROGRAM_SELECTION_ERROR_KEYS)[number];
