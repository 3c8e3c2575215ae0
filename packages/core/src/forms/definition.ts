import { MAX_CONDITION_DEPTH, conditionDepth, conditionFields, type Condition } from './conditions';

/**
 * A centre's enrolment form as data (document 2, sections 2, 3 and 9): steps of sections of fields. Defined once
 * here; the server checks every stored definition and every submitted document against it, and the renderer draws
 * exactly these types, so a form cannot hold a field the renderer does not know.
 */
export const FORM_FIELD_TYPES = [
  'Text',
  'Date',
  'Combo',
  'MultiSelectCombo',
  'Radio',
  'Checkbox',
  'Document',
  'Address',
  'Signature',
  'HtmlText',
  'GroupedFields',
  'Crn',
  'PhoneNumber',
  'Email',
  'CompositionField',
  // The base set's selectors (document 2, section 9): which of the offer's children, or which contacts, it is about.
  'ChildrenSelector',
  'ContactSelector',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Widths on the form's 12-column grid. */
export const FIELD_SIZES = { short: 3, mid: 6, 'mid-long': 9, long: 12 } as const;
export type FieldSize = keyof typeof FIELD_SIZES;

export const FIELD_EFFECTS = ['show', 'hide', 'enable', 'disable', 'require'] as const;
export type FieldEffect = (typeof FIELD_EFFECTS)[number];

/** What a field does when its condition holds; clearOnReverse empties it when the condition stops holding. */
export interface FieldBehaviour {
  when: Condition;
  effect: FieldEffect;
  clearOnReverse?: boolean;
}

export interface FieldOption {
  value: string;
  label: string;
}

export interface FormField {
  name: string;
  type: FormFieldType;
  label: string;
  isMandatory: boolean;
  size: FieldSize;
  readonly?: boolean;
  /** Help text, or the body of an HtmlText field (sanitised when shown and when saved). */
  text?: string;
  isMulti?: boolean;
  options?: FieldOption[];
  /** The parts of a GroupedFields or CompositionField. */
  fields?: FormField[];
  behaviours?: FieldBehaviour[];
}

export interface FormSection {
  id: string;
  title: string;
  fields: FormField[];
  /** A fieldset the family repeats (one per medical condition, per contact...): at least `min` items. */
  repeatable?: { min: number; max: number };
  /** What one repeated item is called ("Child", "Contact"): "Add Child", "Child 2". */
  itemTitle?: string;
}

/**
 * A step of fields, or one the product draws itself from the offer and the form: the accepted schedules (read only),
 * the review of every answer, the payment (type, token, debit consent, billing cycle).
 */
export const FORM_STEP_KINDS = ['fields', 'schedule', 'review', 'payment'] as const;
export type FormStepKind = (typeof FORM_STEP_KINDS)[number];

export interface FormStep {
  id: string;
  title: string;
  kind?: FormStepKind;
  sections: FormSection[];
}

export interface FormLabels {
  submit?: string;
  stepTitle?: string;
  confirmTitle?: string;
  message?: string;
  confirmButton?: string;
  cancelButton?: string;
}

export interface FormDefinition {
  version: 1;
  labels: FormLabels;
  infoBanner: boolean;
  steps: FormStep[];
  /** Rules across answers that no single field can check. */
  rules?: FormRules;
}

/**
 * Rules across a form's repeated sections (document 2, section 5): a value unique across sections (a CRN across
 * children and primary contacts; "This value cannot be reused"), and the second-contact section's counts per child,
 * read from ChildrenSelector fields that say which children a contact may act for.
 */
export interface FormRules {
  unique?: Array<{ field: string; sections: string[] }>;
  contactCounts?: {
    section: string;
    minContacts: number;
    minEmergencyContactPerChild: number;
    minPermissionToPickUpPerChild: number;
    /** The ChildrenSelector fields holding, per contact, the children they are an emergency contact for or may pick up. */
    emergencyField: string;
    pickUpField: string;
  };
}

/** Limits that keep a definition a form a family can fill in, and its checks bounded. */
export const FORM_LIMITS = { steps: 20, sectionsPerStep: 20, fieldsPerSection: 60, options: 200, nesting: 3 } as const;

const CHOICE_TYPES: readonly FormFieldType[] = ['Combo', 'MultiSelectCombo', 'Radio'];
const PARTS_TYPES: readonly FormFieldType[] = ['GroupedFields', 'CompositionField'];

/** Every field with its path of names (a group's parts under the group's name), depth first. */
export function eachField(fields: readonly FormField[], prefix = ''): Array<{ field: FormField; path: string }> {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    return [{ field, path }, ...(field.fields ? eachField(field.fields, path) : [])];
  });
}

/**
 * The rules a definition's shape cannot say: names unique (steps, sections, and fields across the form), choices with
 * options, groups with parts and no deeper than FORM_LIMITS.nesting, conditions bounded and reading fields that exist.
 * Each problem is an error key on the definition's path.
 */
export function definitionProblems(definition: FormDefinition): Array<{ path: string; key: string }> {
  const problems: Array<{ path: string; key: string }> = [];
  // Steps are named among steps (the step a family is on), sections among sections (a repeated section's answers).
  const stepIds = new Set<string>();
  const sectionIds = new Set<string>();
  const names = new Set<string>();
  const all: Array<{ field: FormField; path: string; at: string; depth: number }> = [];
  definition.steps.forEach((step, s) => {
    if (stepIds.has(step.id)) problems.push({ path: `steps.${s}.id`, key: 'form-duplicate-name' });
    // A step of fields has some; the product's own steps (schedule, review, payment) have none.
    if ((step.kind ?? 'fields') === 'fields' ? step.sections.length === 0 : step.sections.length > 0)
      problems.push({ path: `steps.${s}.sections`, key: 'form-step-sections' });
    stepIds.add(step.id);
    step.sections.forEach((section, c) => {
      const at = `steps.${s}.sections.${c}`;
      if (sectionIds.has(section.id)) problems.push({ path: `${at}.id`, key: 'form-duplicate-name' });
      sectionIds.add(section.id);
      if (section.repeatable && section.repeatable.min > section.repeatable.max)
        problems.push({ path: `${at}.repeatable`, key: 'invalid' });
      const walk = (fields: readonly FormField[], fieldsAt: string, prefix: string, depth: number) =>
        fields.forEach((field, f) => {
          const path = prefix ? `${prefix}.${field.name}` : field.name;
          all.push({ field, path, at: `${fieldsAt}.${f}`, depth });
          if (field.fields) walk(field.fields, `${fieldsAt}.${f}.fields`, path, depth + 1);
        });
      walk(section.fields, `${at}.fields`, section.repeatable ? section.id : '', 1);
    });
  });
  for (const { field, path, at, depth } of all) {
    if (names.has(path)) problems.push({ path: `${at}.name`, key: 'form-duplicate-name' });
    names.add(path);
    if (CHOICE_TYPES.includes(field.type) && !field.options?.length)
      problems.push({ path: `${at}.options`, key: 'form-options-required' });
    if (PARTS_TYPES.includes(field.type) !== Boolean(field.fields?.length))
      problems.push({ path: `${at}.fields`, key: 'form-parts-mismatch' });
    if (depth > FORM_LIMITS.nesting) problems.push({ path: at, key: 'form-too-deep' });
  }
  const repeated = new Set(
    definition.steps.flatMap((step) => step.sections.filter((c) => c.repeatable).map((c) => c.id)),
  );
  const inSection = (section: string, field: string) => names.has(`${section}.${field}`);
  (definition.rules?.unique ?? []).forEach((rule, r) => {
    if (!rule.sections.every((section) => repeated.has(section) && inSection(section, rule.field)))
      problems.push({ path: `rules.unique.${r}`, key: 'form-rule-unknown-field' });
  });
  const counts = definition.rules?.contactCounts;
  if (
    counts &&
    !(
      repeated.has(counts.section) &&
      inSection(counts.section, counts.emergencyField) &&
      inSection(counts.section, counts.pickUpField)
    )
  )
    problems.push({ path: 'rules.contactCounts', key: 'form-rule-unknown-field' });
  const known = new Set([...names, ...all.map((a) => a.field.name)]);
  for (const { field, at } of all) {
    (field.behaviours ?? []).forEach((behaviour, b) => {
      if (conditionDepth(behaviour.when) > MAX_CONDITION_DEPTH)
        problems.push({ path: `${at}.behaviours.${b}`, key: 'form-condition-too-deep' });
      for (const name of conditionFields(behaviour.when))
        if (!known.has(name)) problems.push({ path: `${at}.behaviours.${b}`, key: 'form-condition-unknown-field' });
    });
  }
  return problems;
}

/**
 * What a centre's HtmlText may hold, as DOMPurify's settings: text and simple formatting only (no scripts, styles,
 * forms, frames or event handlers). The server sanitises with it when a form is stored, the widget when it shows one.
 */
export const HTML_TEXT_POLICY = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
};
