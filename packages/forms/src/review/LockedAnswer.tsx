import { useIntl } from 'react-intl';
import { getIn } from 'final-form';
import type { FormField } from '@cc/core/forms';
import { fieldId } from '@cc/ui';
import { useFormRenderer } from '../context';
import { formRendererMessages as m } from '../messages';
import { answerText } from './answerText';

/** A field the family may no longer change (an enrolled child's answer in an update): its label and its answer. */
export function LockedAnswer({
  field,
  path,
  values,
}: {
  field: FormField;
  path: string;
  values: Record<string, unknown>;
}) {
  const intl = useIntl();
  const { region } = useFormRenderer();
  const text = answerText(field, getIn(values, path), values, region, intl);
  return (
    <div className="cc-field cc-locked" id={fieldId(path)} data-testid={fieldId(path)} data-locked="">
      <span className="cc-native-label">{field.label}</span>
      <p className="cc-locked__value">{text || intl.formatMessage(m.notAnswered)}</p>
    </div>
  );
}
