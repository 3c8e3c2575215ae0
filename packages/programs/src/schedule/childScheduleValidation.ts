// The offer-enrolment flow's schedule page, one per child: composed from core's program-selection and schedule
// rules. Paths are dotted into ProgramChoiceValues (children.<i>.programSchedules.<j>.startDate, ...).
import { validateChildrenHavePrograms, validateScheduleDays, validateStartDate, type FieldError } from '@cc/core';
import type { ProgramChoiceValues } from '../values';
import type { ChildProgram } from './childPrograms';
import { programRulesFor } from './programRules';

export interface ChildScheduleContext {
  /** YYYY-MM-DD at the centre. */
  today: string;
  /** The child's programs as loaded; without them the limits saved on each schedule are used. */
  programs?: readonly ChildProgram[];
}

/** Whether this child's page is the last one, which also holds the summary and the care agreement consent. */
export const isLastChildPage = (values: ProgramChoiceValues, childIndex: number): boolean =>
  childIndex === values.children.length - 1;

/**
 * At least one program for the child ("at-least-one-program", named), each schedule valid (start date inside the
 * program's rule, a day count the program accepts, a weekly schedule with a day), and on the last page cwaConsent.
 */
export function validateChildSchedulePage(
  values: ProgramChoiceValues,
  childIndex: number,
  context: ChildScheduleContext,
): FieldError[] {
  const child = values.children[childIndex];
  if (!child) return [];
  const base = `children.${childIndex}.programSchedules`;
  const errors = validateChildrenHavePrograms(values.children).filter((error) => error.path === base);
  child.programSchedules.forEach((schedule, index) => {
    const path = `${base}.${index}`;
    const rules = programRulesFor(schedule, context.programs);
    errors.push(
      ...validateStartDate(schedule.startDate, rules, context.today, `${path}.startDate`),
      ...validateScheduleDays(schedule, rules, `${path}.days`),
    );
  });
  if (isLastChildPage(values, childIndex) && values.cwaConsent !== true) {
    errors.push({ path: 'cwaConsent', key: 'required' });
  }
  return errors;
}
