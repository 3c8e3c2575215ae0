import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { formRendererMessages as m } from '../messages';
import type { FormAnswers } from '../steps';
import { ReadOnlyAnswers } from './ReadOnlyAnswers';

/** A form's review step: every answer so far, read back from the live form. */
export function ReviewStep() {
  const intl = useIntl();
  const { values } = useFormState<FormAnswers>({ subscription: { values: true } });
  return (
    <>
      <p>{intl.formatMessage(m.reviewIntro)}</p>
      <ReadOnlyAnswers values={values} />
    </>
  );
}
