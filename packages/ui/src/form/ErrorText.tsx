import { useIntl } from 'react-intl';
import { isErrorLeaf, type ErrorLeaf } from './errors';

export interface ErrorTextProps {
  error: ErrorLeaf | undefined;
  /** id so the control can point at the message with aria-describedby. */
  id?: string;
}

/**
 * One translated validation message. Marked with data-field-error: the wizard scrolls to the first such element
 * when Next finds errors, so every error a step shows must go through here.
 */
export function ErrorText({ error, id }: ErrorTextProps) {
  const intl = useIntl();
  if (!isErrorLeaf(error)) return null;
  const key = typeof error === 'string' ? error : error.key;
  const values = typeof error === 'string' ? undefined : error.values;
  return (
    <p className="cc-field-error" id={id} role="alert" data-field-error={key}>
      {intl.formatMessage({ id: key }, values)}
    </p>
  );
}
