import type { FormDefinition, FormSection, FormStep } from '@cc/core/forms';

/** A field's final-form name: a repeated section's items under the section's id, a group's parts under the group. */
export const itemPath = (section: FormSection, index: number) => `${section.id}.${index}`;
export const joinPath = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** The first name of each path a step's fields hold (a top-level field, or a repeated section's id). */
export function stepRoots(step: FormStep): Set<string> {
  return new Set(
    step.sections.flatMap((section) => (section.repeatable ? [section.id] : section.fields.map((f) => f.name))),
  );
}

/** The step whose fields hold a path, by the path's first name; undefined when none does. */
export function stepOfPath(definition: FormDefinition, path: string): number | undefined {
  const root = path.split('.')[0] ?? '';
  const index = definition.steps.findIndex((step) => stepRoots(step).has(root));
  return index < 0 ? undefined : index;
}

/**
 * Where a path is, in the form's own words: "Child 2 · First name", "Primary contact 1 · Home address". Used by the
 * error summary; undefined when the path names no field of the definition.
 */
export function placeOfPath(definition: FormDefinition, path: string): { section?: string; field: string } | undefined {
  const parts = path.split('.');
  for (const step of definition.steps)
    for (const section of step.sections) {
      let fields = section.fields;
      let rest = parts;
      let item: string | undefined;
      if (section.repeatable) {
        if (parts[0] !== section.id) continue;
        // The list itself ("Required - add at least one item").
        if (parts.length === 1) return { field: section.title || section.itemTitle || section.id };
        item = `${section.itemTitle ?? section.title} ${Number(parts[1]) + 1}`;
        rest = parts.slice(2);
      }
      let label: string | undefined;
      for (const name of rest) {
        const field = fields.find((f) => f.name === name);
        if (!field) break;
        label = label && field.label ? `${label} · ${field.label}` : field.label || label;
        fields = field.fields ?? [];
      }
      if (label !== undefined) return { section: item, field: label };
    }
  return undefined;
}
