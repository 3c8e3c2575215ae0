// Validators and the opening page of the programs step, composed from @cc/core program-selection rules.
import {
  initialProgramSubStep,
  validateChildrenHavePrograms,
  validateProgramGroupSelection,
  type FieldError,
} from '@cc/core';
import type { ProgramChoiceValues } from '../values';

/** The group page: at least one program group ("at-least-one-program-group"). */
export function validateProgramGroupPage(values: ProgramChoiceValues): FieldError[] {
  return validateProgramGroupSelection(values.selectedProgramGroup);
}

/**
 * The list page: every child needs a program ("at-least-one-program", named by the child) and the care agreement
 * consent is mandatory. A child with no program at the centre cannot pass either; the page says why
 * ("no-program-available") where the child's programs would be.
 */
export function validateProgramListPage(values: ProgramChoiceValues): FieldError[] {
  const consent: FieldError[] = values.cwaConsent === true ? [] : [{ path: 'cwaConsent', key: 'required' }];
  return [...validateChildrenHavePrograms(values.children), ...consent];
}

/**
 * Page 0 is the group page, page 1 the list, when the business uses program groups; coming back to the step
 * with schedules already chosen opens the list. Without groups the list is the step's only page.
 */
export function programsInitialPage(values: ProgramChoiceValues, groupsEnabled = true): number {
  if (!groupsEnabled) return 0;
  return initialProgramSubStep(true, values.children) === 'program' ? 1 : 0;
}
