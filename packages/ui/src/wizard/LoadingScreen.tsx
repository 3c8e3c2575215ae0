import { useIntl } from 'react-intl';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { sharedMessages } from '../i18n/sharedMessages';

/** The whole-form loading state: a spinner announced as a status with a text label. */
export function LoadingScreen({ label }: { label?: string }) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage(sharedMessages.loading);
  return (
    <div className="cc-loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <SlSpinner aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
