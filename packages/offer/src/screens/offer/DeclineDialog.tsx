// "Decline or Return to Waitlist": the two ways to say no to a place, side by side, each explained. Going back is
// the safe choice and takes focus.
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { declineDialogMessages } from '../../i18n/messages';

export interface DeclineDialogProps {
  open: boolean;
  busy: boolean;
  onGoBack(): void;
  onReturnToWaitlist(): void;
  onDecline(): void;
}

const own = (event: Event) => event.target === event.currentTarget;

export function DeclineDialog({ open, busy, onGoBack, onReturnToWaitlist, onDecline }: DeclineDialogProps) {
  const intl = useIntl();
  const goBackRef = useRef<HTMLElement>(null);
  return (
    <SlDialog
      data-testid="offer-decline-dialog"
      label={intl.formatMessage(declineDialogMessages.title)}
      open={open}
      onSlInitialFocus={(event) => {
        if (!own(event)) return;
        event.preventDefault();
        goBackRef.current?.focus();
      }}
      onSlRequestClose={(event) => {
        if (own(event)) onGoBack();
      }}
    >
      <p>{intl.formatMessage(declineDialogMessages.body)}</p>
      <div className="cc-offer__dialog-actions" slot="footer">
        <SlButton ref={goBackRef as never} data-testid="offer-decline-go-back" onClick={onGoBack}>
          {intl.formatMessage(declineDialogMessages.goBack)}
        </SlButton>
        <SlButton variant="danger" outline data-testid="offer-decline" disabled={busy} onClick={onDecline}>
          {intl.formatMessage(declineDialogMessages.decline)}
        </SlButton>
        <SlButton variant="primary" data-testid="offer-return-to-waitlist" disabled={busy} onClick={onReturnToWaitlist}>
          {intl.formatMessage(declineDialogMessages.returnToWaitlist)}
        </SlButton>
      </div>
    </SlDialog>
  );
}
