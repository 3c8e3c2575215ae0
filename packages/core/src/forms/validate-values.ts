import { addressErrors, type AddressValue } from '../address';
import { crnError } from '../crn';
import { isWireDate } from '../dates/wire-date';
import { documentExpiryErrors } from '../documents';
import { emailError } from '../email';
import { phoneCountryOf, phoneErrors, type PhoneValue } from '../phone';
import type { Region } from '../region/region';
import type { FieldError } from '../validation/result';
import { isFilled } from './conditions';
import type { FormDefinition, FormField, FormSection } from './definition';
import { fieldState } from './field-state';
import { formRuleErrors } from './form-rules';
import { selectorChoices } from './selectors';

export interface FormValueRules {
  region: Region;
  /** The centre's today, YYYY-MM-DD: documents expiring before it are refused. */
  today: string;
}

/** A drawn signature (a PNG data URL, bounded) or the family's typed name instead. */
export const MAX_SIGNATURE_CHARS = 300_000;
const MAX_TEXT_CHARS = 2_000;

type Values = Record<string, unknown>;

const record = (value: unknown): Values | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : undefined;

const optionValues = (field: FormField) => new Set((field.options ?? []).map((o) => o.value));

/** The errors of one field's value by its type (a filled value; "required" is decided before). */
function typeErrors(field: FormField, value: unknown, path: string, rules: FormValueRules, root: Values): FieldError[] {
  const invalid = [{ path, key: 'invalid' }];
  switch (field.type) {
    case 'Text':
      return typeof value === 'string' && value.length <= MAX_TEXT_CHARS ? [] : invalid;
    case 'Date':
      return isWireDate(value) ? [] : [{ path, key: 'date-invalid' }];
    case 'Combo':
    case 'Radio':
      return typeof value === 'string' && optionValues(field).has(value) ? [] : invalid;
    case 'MultiSelectCombo':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && optionValues(field).has(v))
        ? []
        : invalid;
    case 'Checkbox':
      if (field.isMulti)
        return Array.isArray(value) && value.every((v) => typeof v === 'string' && optionValues(field).has(v))
          ? []
          : invalid;
      return typeof value === 'boolean' ? [] : invalid;
    case 'Email':
      return typeof value === 'string' && !emailError(value) ? [] : [{ path, key: 'email-invalid' }];
    case 'PhoneNumber':
      // A number with its type (Mobile, Home, Work), as every contact's phone is kept.
      return record(value) ? phoneErrors(value as PhoneValue, path, phoneCountryOf(rules.region)) : invalid;
    case 'Crn': {
      const key = typeof value === 'string' ? crnError(value) : 'crn-format';
      return key ? [{ path, key }] : [];
    }
    case 'Address':
      return [];
    case 'Document': {
      const doc = record(value);
      if (!doc || typeof doc.fileId !== 'string' || typeof doc.fileName !== 'string') return invalid;
      const shown = doc.expiryDate !== undefined && doc.expiryDate !== null;
      return documentExpiryErrors(doc.expiryDate as string | null, { shown, today: rules.today }, `${path}.expiryDate`);
    }
    case 'Signature': {
      const signature = record(value);
      const image = signature?.image;
      const typed = signature?.typedName;
      const drawn =
        typeof image === 'string' && image.startsWith('data:image/png;base64,') && image.length <= MAX_SIGNATURE_CHARS;
      const named = typeof typed === 'string' && typed.trim().length > 1 && typed.length <= 200;
      return drawn || named ? [] : invalid;
    }
    case 'ChildrenSelector':
    case 'ContactSelector': {
      const ids = new Set(selectorChoices(root, field.type).map((choice) => choice.value));
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && ids.has(v)) ? [] : invalid;
    }
    case 'GroupedFields':
    case 'CompositionField': {
      const group = record(value);
      return group ? fieldsErrors(field.fields ?? [], group, path, rules, root, path) : invalid;
    }
    case 'HtmlText':
      return [];
  }
}

function fieldsErrors(
  fields: readonly FormField[],
  values: Values,
  prefix: string,
  rules: FormValueRules,
  root: Values,
  scope: string,
): FieldError[] {
  return fields.flatMap((field) => {
    if (field.type === 'HtmlText') return [];
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const state = fieldState(field, root, scope);
    // A field the family could not see or change is neither required nor checked.
    if (!state.visible || !state.enabled) return [];
    const value = values[field.name];
    // A phone without its number is missing (its type alone is no answer): said at the number, where it is typed.
    if (field.type === 'PhoneNumber' && !isFilled(record(value)?.number))
      return state.required ? [{ path: `${path}.number`, key: 'required' }] : [];
    // An address is checked part by part (a required one names each missing part); an optional one once started.
    if (field.type === 'Address')
      return addressErrors(
        (record(value) ?? {}) as AddressValue,
        { region: rules.region, mandatory: state.required },
        path,
      );
    const filled = field.type === 'Checkbox' && !field.isMulti ? value === true : isFilled(value);
    if (!filled) return state.required ? [{ path, key: 'required' }] : [];
    return typeErrors(field, value, path, rules, root);
  });
}

function sectionErrors(section: FormSection, values: Values, rules: FormValueRules): FieldError[] {
  if (!section.repeatable) return fieldsErrors(section.fields, values, '', rules, values, '');
  const items = values[section.id];
  const list = Array.isArray(items) ? items : [];
  if (list.length === 0 && section.repeatable.min > 0) return [{ path: section.id, key: 'required-list' }];
  if (list.length < section.repeatable.min)
    return [{ path: section.id, key: 'repeatable-minimum', values: { min: section.repeatable.min } }];
  if (list.length > section.repeatable.max) return [{ path: section.id, key: 'invalid' }];
  return list.flatMap((item, i) => {
    const scope = `${section.id}.${i}`;
    return record(item)
      ? fieldsErrors(section.fields, record(item)!, scope, rules, values, scope)
      : [{ path: scope, key: 'invalid' }];
  });
}

/**
 * Every error in a family's answers to a form, field by field, as the widget shows them and the server refuses
 * them: required fields the family could see, each value by its type (dates, choices among the options, emails,
 * phones, CRNs, addresses with the region's states and postal codes, documents not expired, signatures), repeated
 * fieldsets with their minimum. `stepIds` limits the check to those steps (a step's Next).
 */
export function formValueErrors(
  definition: FormDefinition,
  values: Values,
  rules: FormValueRules,
  stepIds?: readonly string[],
): FieldError[] {
  const fieldErrors = definition.steps
    .filter((step) => !stepIds || stepIds.includes(step.id))
    .flatMap((step) => step.sections.flatMap((section) => sectionErrors(section, values, rules)));
  // A field already wrong says so first; the rules across sections speak of fields that are otherwise right.
  const wrong = new Set(fieldErrors.map((error) => error.path));
  return [...fieldErrors, ...formRuleErrors(definition, values, stepIds).filter((error) => !wrong.has(error.path))];
}
