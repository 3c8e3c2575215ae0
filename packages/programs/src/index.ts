// @cc/programs: what a family chooses (centre, program groups, programs, schedules) for any flow that asks. This
// entry holds what a first screen needs: the centre selection, the value types, the page validators and small
// helpers. The pages themselves are lazy components (lazyParts.ts) and the cost estimate is its own entry
// (@cc/programs/estimate), so they load after the first screen is usable.
export type { ChildValues, ProgramChoiceValues, ProgramScheduleValues, SelectedCenterValues } from './values';
export type { ProgramStepProps } from './step-props';

export { PROGRAMS_CATALOGUES } from './catalogues';
export {
  CentreSelection,
  centreSelectionMessages,
  isCentreSelectable,
  type CentreSelectionProps,
  type ChosenCentre,
  usePrefetchLinkCentres,
  useEarlyCentres,
  useEarlyCentresOfCentre,
  type EarlyCentres,
} from './centre-selection';

export {
  CentreAutocomplete,
  ChildSchedulePage,
  ProgramGroupPage,
  ProgramListPage,
  SelectCentreDialog,
  preloadCentreSelection,
  preloadProgramParts,
} from './lazyParts';

export { programsInitialPage, validateProgramGroupPage, validateProgramListPage } from './programs/validation';
export {
  isLastChildPage,
  validateChildSchedulePage,
  type ChildScheduleContext,
} from './schedule/childScheduleValidation';
export type { ChildProgram, ProgramCenterRow, ProgramForCenter } from './schedule/childPrograms';
export { weekdayName } from './schedule/weekdayNames';
export { programsStep, scheduleStep } from './choiceSteps';
export { isOwnEvent } from './programs/dialogEvents';
export { choiceErrorPlace } from './errorPlace';
// For mocks at the GraphQL boundary in the flows' tests and stories.
export {
  CentreSelectionOfCentreDocument,
  CentreSelectionSearchDocument,
} from './centre-selection/centreSelection.graphql.generated';
