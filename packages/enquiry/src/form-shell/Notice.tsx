import type { ReactNode } from 'react';

export interface NoticeProps {
  variant: 'info' | 'danger' | 'warning';
  title?: string;
  messages?: readonly string[];
  /** Buttons beside the text (Start over, Dismiss). */
  actions?: ReactNode;
  testId: string;
}

/**
 * A message inside the widget, never a toast outside it. Errors are alerts (read out at once); the restored-draft
 * notice is a polite status.
 */
export function Notice({ variant, title, messages = [], actions, testId }: NoticeProps) {
  return (
    <div
      className="cc-notice"
      data-variant={variant}
      role={variant === 'info' ? 'status' : 'alert'}
      data-testid={testId}
    >
      <div className="cc-notice__body">
        {title && <p>{title}</p>}
        {messages.length === 1 && <p>{messages[0]}</p>}
        {messages.length > 1 && (
          <ul>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
      {actions}
    </div>
  );
}
