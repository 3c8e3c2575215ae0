// Whole-page notices of a registration link: closed or rejected ("This link is no longer available.") and the
// maintenance window (document 2, section 1).
import { useIntl } from 'react-intl';
import { ScreenFrame } from '@cc/ui';
import { entryMessages } from '../i18n/messages';

export function LinkNotice({ kind }: { kind: 'closed' | 'maintenance' }) {
  const intl = useIntl();
  const [title, body] =
    kind === 'closed'
      ? [entryMessages.closed, entryMessages.closedBody]
      : [entryMessages.maintenance, entryMessages.maintenanceBody];
  return (
    <ScreenFrame
      testId={`registration-${kind}`}
      icon={kind === 'closed' ? 'error' : 'waiting'}
      labelledBy="cc-link-notice"
    >
      <h2 className="cc-screen__title" id="cc-link-notice" tabIndex={-1}>
        {intl.formatMessage(title)}
      </h2>
      <p className="cc-screen__body">{intl.formatMessage(body)}</p>
    </ScreenFrame>
  );
}
