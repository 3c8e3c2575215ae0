import type { FormField } from '@cc/core/forms';
import { fieldCells } from './FormFieldView';

export interface FieldGridProps {
  fields: readonly FormField[];
  prefix: string;
  scope: string;
  values: Record<string, unknown>;
}

/** Fields on the form's 12-column grid: short 3, mid 6, mid-long 9, long 12 columns. */
export function FieldGrid({ fields, prefix, scope, values }: FieldGridProps) {
  return <div className="cc-form-grid">{fieldCells(fields, prefix, scope, values)}</div>;
}
