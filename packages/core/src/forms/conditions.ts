/**
 * When a field shows, hides, is enabled or is required: a small JSON tree of comparisons joined by all / any / not.
 * No expression is ever evaluated as code: the widget runs on centres' pages under their CSP, and the server must
 * reach the same answer to skip exactly the fields the family could not see. One evaluator, here, for both.
 */
export type Comparison =
  | { field: string; op: 'filled' | 'empty' }
  | { field: string; op: 'eq' | 'neq'; value: string | number | boolean }
  | { field: string; op: 'in' | 'notIn'; value: ReadonlyArray<string | number> }
  | { field: string; op: 'gt' | 'lt'; value: number };

export type Condition = Comparison | { all: readonly Condition[] } | { any: readonly Condition[] } | { not: Condition };

/** Deeper trees are refused when a definition is saved: no form needs them, and evaluation stays bounded. */
export const MAX_CONDITION_DEPTH = 6;

/** The value at a dotted path (`children.0.hasAllergy`), or undefined. */
export function valueAt(values: unknown, path: string): unknown {
  let current: unknown = values;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

const same = (a: unknown, b: unknown) =>
  a === b || (a !== null && b !== null && a !== undefined && b !== undefined && String(a) === String(b));

function compare(comparison: Comparison, values: unknown, scope: string): boolean {
  // A name without a dot is looked up beside the field first (within a repeated item), then from the top.
  const local = scope && !comparison.field.includes('.') ? valueAt(values, `${scope}.${comparison.field}`) : undefined;
  const value = local !== undefined ? local : valueAt(values, comparison.field);
  switch (comparison.op) {
    case 'filled':
      return isFilled(value);
    case 'empty':
      return !isFilled(value);
    case 'eq':
      return Array.isArray(value) ? value.some((v) => same(v, comparison.value)) : same(value, comparison.value);
    case 'neq':
      return Array.isArray(value) ? !value.some((v) => same(v, comparison.value)) : !same(value, comparison.value);
    case 'in':
      return (Array.isArray(value) ? value : [value]).some((v) => comparison.value.some((w) => same(v, w)));
    case 'notIn':
      return !(Array.isArray(value) ? value : [value]).some((v) => comparison.value.some((w) => same(v, w)));
    case 'gt':
      return typeof value === 'number' ? value > comparison.value : Number(value) > comparison.value;
    case 'lt':
      return typeof value === 'number' ? value < comparison.value : Number(value) < comparison.value;
  }
}

/**
 * Whether the condition holds for these form values. `scope` is the path of the repeated item the field sits in
 * (`children.1`), where its own comparisons look first.
 */
export function evaluateCondition(condition: Condition, values: unknown, scope = '', depth = 0): boolean {
  // A tree past the limit holds nowhere (refused when a definition is saved; never half-evaluated here).
  if (depth === 0 && conditionDepth(condition) > MAX_CONDITION_DEPTH) return false;
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, values, scope, depth + 1));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, values, scope, depth + 1));
  if ('not' in condition) return !evaluateCondition(condition.not, values, scope, depth + 1);
  return compare(condition, values, scope);
}

export function conditionDepth(condition: Condition): number {
  if ('all' in condition) return 1 + Math.max(0, ...condition.all.map(conditionDepth));
  if ('any' in condition) return 1 + Math.max(0, ...condition.any.map(conditionDepth));
  if ('not' in condition) return 1 + conditionDepth(condition.not);
  return 1;
}

/** Every field name a condition reads. */
export function conditionFields(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return [condition.field];
}
