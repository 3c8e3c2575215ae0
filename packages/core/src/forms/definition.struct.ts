// The shapes of a form definition as superstruct structs: what the server checks a stored form against. Kept apart
// from the types and rules the widget uses, so the widget's bundle carries none of these definitions.
import {
  array,
  boolean,
  enums,
  integer,
  lazy,
  literal,
  nonempty,
  number,
  object,
  optional,
  pattern,
  size,
  string,
  union,
  type Describe,
} from 'superstruct';
import type { Condition } from './conditions';
import {
  FIELD_EFFECTS,
  FIELD_SIZES,
  FORM_FIELD_TYPES,
  FORM_LIMITS,
  FORM_STEP_KINDS,
  type FieldBehaviour,
  type FieldSize,
  type FormDefinition,
  type FormField,
} from './definition';

export const ConditionStruct: Describe<Condition> = lazy(() =>
  union([
    object({ field: string(), op: union([literal('filled'), literal('empty')]) }),
    object({
      field: string(),
      op: union([literal('eq'), literal('neq')]),
      value: union([string(), number(), boolean()]),
    }),
    object({
      field: string(),
      op: union([literal('in'), literal('notIn')]),
      value: array(union([string(), number()])),
    }),
    object({ field: string(), op: union([literal('gt'), literal('lt')]), value: number() }),
    object({ all: array(ConditionStruct) }),
    object({ any: array(ConditionStruct) }),
    object({ not: ConditionStruct }),
  ]),
) as unknown as Describe<Condition>;

const Name = pattern(string(), /^[A-Za-z][A-Za-z0-9_]{0,63}$/);
const Text = size(string(), 0, 10_000);
const Label = size(string(), 0, 500);

const Behaviour: Describe<FieldBehaviour> = object({
  when: ConditionStruct,
  effect: enums(FIELD_EFFECTS),
  clearOnReverse: optional(boolean()),
});

const Field: Describe<FormField> = lazy(() =>
  object({
    name: Name,
    type: enums(FORM_FIELD_TYPES),
    label: Label,
    isMandatory: boolean(),
    size: enums(Object.keys(FIELD_SIZES) as FieldSize[]),
    readonly: optional(boolean()),
    text: optional(Text),
    isMulti: optional(boolean()),
    options: optional(size(array(object({ value: size(string(), 1, 200), label: Label })), 0, FORM_LIMITS.options)),
    fields: optional(size(array(Field), 1, FORM_LIMITS.fieldsPerSection)),
    behaviours: optional(size(array(Behaviour), 0, 10)),
  }),
) as unknown as Describe<FormField>;

export const FormDefinitionStruct: Describe<FormDefinition> = object({
  version: enums([1] as const),
  labels: object({
    submit: optional(Label),
    stepTitle: optional(Label),
    confirmTitle: optional(Label),
    message: optional(Text),
    confirmButton: optional(Label),
    cancelButton: optional(Label),
  }),
  infoBanner: boolean(),
  rules: optional(
    object({
      unique: optional(size(array(object({ field: Name, sections: size(array(Name), 1, 10) })), 0, 10)),
      contactCounts: optional(
        object({
          section: Name,
          minContacts: size(integer(), 0, 20),
          minEmergencyContactPerChild: size(integer(), 0, 20),
          minPermissionToPickUpPerChild: size(integer(), 0, 20),
          emergencyField: Name,
          pickUpField: Name,
        }),
      ),
    }),
  ),
  steps: size(
    array(
      object({
        id: Name,
        title: nonempty(Label),
        kind: optional(enums(FORM_STEP_KINDS)),
        sections: size(
          array(
            object({
              id: Name,
              title: Label,
              fields: size(array(Field), 0, FORM_LIMITS.fieldsPerSection),
              repeatable: optional(object({ min: size(integer(), 0, 20), max: size(integer(), 1, 50) })),
              itemTitle: optional(Label),
            }),
          ),
          0,
          FORM_LIMITS.sectionsPerStep,
        ),
      }),
    ),
    1,
    FORM_LIMITS.steps,
  ),
}) as unknown as Describe<FormDefinition>;
