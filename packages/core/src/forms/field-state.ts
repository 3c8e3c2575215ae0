import { evaluateCondition } from './conditions';
import type { FormField } from './definition';

export interface FieldState {
  visible: boolean;
  enabled: boolean;
  required: boolean;
}

/**
 * A field as the family meets it with these values: shown or hidden, enabled or not, required or not, by its
 * behaviours. A hidden or disabled field is never required; a read-only one is never enabled. The widget draws this
 * and the server validates by it, so both skip exactly the same fields.
 */
export function fieldState(field: FormField, values: unknown, scope = ''): FieldState {
  let visible = true;
  let enabled = field.readonly !== true;
  let required = field.isMandatory;
  for (const behaviour of field.behaviours ?? []) {
    const holds = evaluateCondition(behaviour.when, values, scope);
    switch (behaviour.effect) {
      case 'show':
        visible &&= holds;
        break;
      case 'hide':
        visible &&= !holds;
        break;
      case 'enable':
        enabled &&= holds;
        break;
      case 'disable':
        enabled &&= !holds;
        break;
      case 'require':
        required ||= holds;
        break;
    }
  }
  return { visible, enabled, required: required && visible && enabled };
}

/**
 * Whether a field's value is to be emptied now: one of its clearOnReverse behaviours no longer holds (a shown field
 * hidden again, a required one no longer required, an enabled one disabled), so an answer to a question the family
 * took back is not kept.
 */
export function clearsOnReverse(field: FormField, values: unknown, scope = ''): boolean {
  return (field.behaviours ?? []).some(
    (behaviour) =>
      behaviour.clearOnReverse === true &&
      (behaviour.effect === 'hide' || behaviour.effect === 'disable') ===
        evaluateCondition(behaviour.when, values, scope),
  );
}
