import { useRef } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import type { FormLabels } from '@cc/core/forms';
import type { ConfirmSubmitProps } from '@cc/ui';
import { formRendererMessages as m } from './messages';

/** The centre's confirmation before the form is submitted, in its own words (the form's labels). */
export function FormConfirmDialog({ labels, ...props }: ConfirmSubmitProps & { labels: FormLabels }) {
  const intl = useIntl();
  const submitRef = useRef<HTMLElement>(null);
  return (
    <SlDialog
      onSlInitialFocus={(event) => {
        if (event.target !== event.currentTarget) return;
        // The family already chose to submit once: the primary action takes the focus, Go Back is one Tab away.
        event.preventDefault();
        submitRef.current?.focus();
      }}
      data-testid="confirm-dialog"
      label={labels.confirmTitle ?? ''}
      open={props.open}
      onSlRequestClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (props.submitting) event.preventDefault();
        else props.onClose();
      }}
      onSlAfterHide={(event) => {
        if (event.target === event.currentTarget) props.onAfterHide();
      }}
    >
      {labels.message && <p>{labels.message}</p>}
      <SlButton slot="footer" data-testid="confirm-cancel" disabled={props.submitting} onClick={props.onClose}>
        {labels.cancelButton ?? intl.formatMessage(m.goBack)}
      </SlButton>{' '}
      <SlButton
        slot="footer"
        variant="primary"
        ref={submitRef as never}
        data-testid="confirm-submit"
        loading={props.submitting}
        onClick={() => !props.submitting && props.onSubmit()}
      >
        {labels.confirmButton ?? intl.formatMessage(m.submit)}
      </SlButton>
    </SlDialog>
  );
}
