import { contactCountErrors } from '../counts';
import { uniqueAcrossNamespaces } from '../uniqueness';
import type { FieldError } from '../validation/result';
import type { FormDefinition } from './definition';
import { CHILDREN_SECTION } from './selectors';

type Values = Record<string, unknown>;
const list = (values: Values, section: string): Values[] =>
  Array.isArray(values[section]) ? (values[section] as Values[]).map((item) => item ?? {}) : [];
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/**
 * The definition's rules across sections, for the sections of `stepIds` (all when not given): unique values, and the
 * second contacts' counts per child ("Please mark at least 1 contact as an emergency contact for Ava Johnson.").
 */
export function formRuleErrors(definition: FormDefinition, values: Values, stepIds?: readonly string[]): FieldError[] {
  const shown = new Set(
    definition.steps
      .filter((step) => !stepIds || stepIds.includes(step.id))
      .flatMap((step) => step.sections.map((section) => section.id)),
  );
  const errors: FieldError[] = [];
  for (const rule of definition.rules?.unique ?? []) {
    // Checked where its last section is filled in, when every list it compares is known.
    if (!shown.has(rule.sections[rule.sections.length - 1] ?? '')) continue;
    errors.push(
      ...uniqueAcrossNamespaces(Object.fromEntries(rule.sections.map((section) => [section, list(values, section)])), {
        attribute: rule.field,
      }),
    );
  }
  const counts = definition.rules?.contactCounts;
  if (counts && shown.has(counts.section)) {
    const children = list(values, CHILDREN_SECTION).flatMap((child) =>
      typeof child.id === 'string'
        ? [{ id: child.id, name: [child.firstName, child.lastName].filter((p) => typeof p === 'string').join(' ') }]
        : [],
    );
    const contacts = list(values, counts.section).map((contact) => {
      const emergency = new Set(ids(contact[counts.emergencyField]));
      const pickUp = new Set(ids(contact[counts.pickUpField]));
      return {
        relationships: children.map((child) => ({
          childId: child.id,
          emergencyContact: emergency.has(child.id),
          permissionToPickUp: pickUp.has(child.id),
        })),
      };
    });
    errors.push(...contactCountErrors(contacts, children, counts, true, counts.section));
  }
  return errors;
}
