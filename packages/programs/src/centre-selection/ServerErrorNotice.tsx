import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { errorMessages, sharedMessages } from '@cc/ui';
import { centreSelectionMessages as m } from './messages';

/** A failed load: the server's own messages (extension message first), else the generic one, and a retry. */
export function ServerErrorNotice({ error, onRetry, testId }: { error: Error; onRetry?(): void; testId: string }) {
  const intl = useIntl();
  const messages = errorMessages(error);
  const shown = messages.length > 0 ? messages : [intl.formatMessage(sharedMessages.unableToProcess)];
  return (
    <div className="cc-centre-errors" role="alert" data-testid={testId}>
      {shown.map((message) => (
        <p key={message}>{message}</p>
      ))}
      {onRetry && (
        <SlButton size="small" data-testid={`${testId}-retry`} onClick={onRetry}>
          {intl.formatMessage(m.tryAgain)}
        </SlButton>
      )}
    </div>
  );
}
