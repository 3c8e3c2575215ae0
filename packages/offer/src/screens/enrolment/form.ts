// The enrolment form's values <-> the API: the definition and answers travel as JSON; a form nobody has saved yet
// starts with the offer's children and one empty item for every repeated section that needs one.
import { CHILDREN_SECTION, type FormDefinition } from '@cc/core/forms';
import type { FormAnswers } from '@cc/forms';
import { newItem } from '@cc/forms';

export interface OfferChildSeed {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export function parseDefinition(json: string): FormDefinition | undefined {
  try {
    const parsed = JSON.parse(json) as FormDefinition;
    return Array.isArray(parsed?.steps) && parsed.steps.length > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function parseAnswers(json: string): FormAnswers {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormAnswers) : {};
  } catch {
    return {};
  }
}

/** What the form opens with: the saved answers, or the offer's children and the repeated sections' minimum. */
export function startingAnswers(
  definition: FormDefinition,
  saved: FormAnswers,
  children: readonly OfferChildSeed[],
): FormAnswers {
  if (Object.keys(saved).length > 0) return saved;
  const answers: FormAnswers = {};
  for (const step of definition.steps)
    for (const section of step.sections) {
      if (!section.repeatable) continue;
      answers[section.id] =
        section.id === CHILDREN_SECTION
          ? children.map((child) => ({ ...child }))
          : Array.from({ length: section.repeatable.min }, newItem);
    }
  return answers;
}
