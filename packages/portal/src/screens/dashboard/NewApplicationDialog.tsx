// The spec's "New Application" warning: a family with an offer waiting starts a new application only after Continue
// Anyway. An sl-dialog inside the widget's shadow root, loaded only when a family with such an offer asks for one.
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { dashboardMessages } from '../../i18n/messages';

export interface NewApplicationDialogProps {
  open: boolean;
  onGoBack(): void;
  onContinue(): void;
}

const own = (event: Event) => event.target === event.currentTarget;

export function NewApplicationDialog({ open, onGoBack, onContinue }: NewApplicationDialogProps) {
  const intl = useIntl();
  const goBackRef = useRef<HTMLElement>(null);
  return (
    <SlDialog
      data-testid="new-application-dialog"
      label={intl.formatMessage(dashboardMessages.warningTitle)}
      open={open}
      onSlInitialFocus={(event) => {
        if (!own(event)) return;
        // The safe choice takes focus: the family came to the dashboard with an offer to answer.
        event.preventDefault();
        goBackRef.current?.focus();
      }}
      onSlRequestClose={(event) => {
        if (own(event)) onGoBack();
      }}
    >
      <p>{intl.formatMessage(dashboardMessages.warningBody)}</p>
      <SlButton slot="footer" ref={goBackRef as never} data-testid="new-application-go-back" onClick={onGoBack}>
        {intl.formatMessage(dashboardMessages.goBack)}
      </SlButton>
      <SlButton slot="footer" variant="primary" data-testid="new-application-continue" onClick={onContinue}>
        {intl.formatMessage(dashboardMessages.continueAnyway)}
      </SlButton>
    </SlDialog>
  );
}
