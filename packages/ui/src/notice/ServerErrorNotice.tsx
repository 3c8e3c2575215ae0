import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { errorMessages } from '../apollo/errorMessages';
import { sharedMessages } from '../i18n/sharedMessages';
import { Notice } from './Notice';

/** A failed load: the server's own messages (extension message first), else the generic one, and a retry. */
export function ServerErrorNotice({ error, onRetry, testId }: { error: Error; onRetry?(): void; testId: string }) {
  const intl = useIntl();
  const messages = errorMessages(error);
  return (
    <Notice
      variant="danger"
      testId={testId}
      messages={messages.length > 0 ? messages : [intl.formatMessage(sharedMessages.unableToProcess)]}
      actions={
        onRetry && (
          <SlButton size="small" data-testid={`${testId}-retry`} onClick={onRetry}>
            {intl.formatMessage(sharedMessages.tryAgain)}
          </SlButton>
        )
      }
    />
  );
}
