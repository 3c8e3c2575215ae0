import type { ReactNode } from 'react';

export type NoticeVariant = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps {
  variant: NoticeVariant;
  title?: string;
  messages?: readonly string[];
  /** A body of its own (e.g. a field's ErrorText) instead of, or after, the messages. */
  children?: ReactNode;
  /** Buttons beside the text (Start over, Dismiss, Try again). */
  actions?: ReactNode;
  testId: string;
  /**
   * Warnings and errors are alerts (read out at once), info and success a polite status. Off when the body announces
   * itself already (an ErrorText is an alert of its own), so nothing is read twice.
   */
  live?: boolean;
}

/** Every message a widget shows above or beside its content: inside the element, never a toast outside it. */
export function Notice({ variant, title, messages = [], children, actions, testId, live = true }: NoticeProps) {
  const role = !live ? undefined : variant === 'info' || variant === 'success' ? 'status' : 'alert';
  return (
    <div className="cc-notice" data-variant={variant} role={role} data-testid={testId}>
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
        {children}
      </div>
      {actions}
    </div>
  );
}
