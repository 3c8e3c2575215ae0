import { useIntl } from 'react-intl';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { errorMessages, sharedMessages } from '@cc/ui';

/** A section's figures are on their way: announced politely, the rest of the review stays readable. */
export function SectionLoading({ label, testId }: { label: string; testId: string }) {
  return (
    <p className="cc-review__status" role="status" data-testid={testId}>
      <SlSpinner aria-hidden="true" />
      <span>{label}</span>
    </p>
  );
}

/** A section's query failed: each server message (extension message first), else the generic core error. */
export function SectionError({ error, testId }: { error: unknown; testId: string }) {
  const intl = useIntl();
  const messages = errorMessages(error);
  const shown = messages.length > 0 ? messages : [intl.formatMessage(sharedMessages.unableToProcess)];
  return (
    // A plain alert region: Shoelace's alert would add its toast machinery to every page's runtime for one use.
    <div className="cc-review__error" role="alert" data-testid={testId}>
      {shown.map((message) => (
        <div key={message} data-testid="review-server-error">
          {message}
        </div>
      ))}
    </div>
  );
}
