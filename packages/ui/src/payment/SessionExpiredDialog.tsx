// "Session Expired Due to Inactivity": the payment provider's session for this page has ended, so its card fields
// no longer work; the family reloads the page for a new one.
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { paymentTexts } from '../i18n/validation/payment.messages';

export interface SessionExpiredDialogProps {
  onReload(): void;
}

export function SessionExpiredDialog({ onReload }: SessionExpiredDialogProps) {
  const intl = useIntl();
  const reloadRef = useRef<HTMLElement>(null);
  return (
    <SlDialog
      open
      className="cc-payment__session-expired"
      data-testid="offer-session-expired"
      label={intl.formatMessage(paymentTexts['payment-session-expired-title'])}
      onSlInitialFocus={(event) => {
        event.preventDefault();
        reloadRef.current?.focus();
      }}
      // The session cannot be used again: the dialog stays until the page is reloaded.
      onSlRequestClose={(event) => event.preventDefault()}
    >
      <p>{intl.formatMessage(paymentTexts['payment-session-expired-body'])}</p>
      <SlButton
        slot="footer"
        variant="primary"
        ref={reloadRef as never}
        data-testid="offer-session-reload"
        onClick={onReload}
      >
        {intl.formatMessage(paymentTexts['payment-session-reload'])}
      </SlButton>
    </SlDialog>
  );
}
