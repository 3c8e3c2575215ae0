import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { sharedMessages, termMessages, useIsMobile } from '@cc/ui';
import { isOwnEvent } from '@cc/programs';
import { confirmMessages } from './messages';
import { reviewCss } from '@cc/programs/estimate';

export interface ConfirmSubmitDialogProps {
  open: boolean;
  /** The flow goes back to step 0. */
  onReview(): void;
  onSubmit(): void;
  /** Escape, the close button or the overlay. */
  onClose(): void;
  /** Once hidden; true when the form moved the focus itself (to a failed submission's alert). */
  onAfterHide?(): boolean;
  /** While the submission is in flight: Submit shows a spinner and neither button answers. */
  submitting?: boolean;
}

/**
 * The confirmation before the enquiry is submitted (spec: Review restarts at step 0, Submit submits). An
 * sl-dialog inside the widget's shadow root; it traps focus while open and gives it back to what had it before.
 */
export function ConfirmSubmitDialog({
  open,
  onReview,
  onSubmit,
  onClose,
  onAfterHide,
  submitting = false,
}: ConfirmSubmitDialogProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const dialogRef = useRef<HTMLElement>(null);
  const submitRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Shoelace gives focus back to document.activeElement, which from inside a shadow root is only the widget's host;
  // the element that really had focus is the shadow root's own activeElement, kept here and refocused once hidden.
  useEffect(() => {
    if (!open) return;
    const root = dialogRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    returnFocusTo.current = (root?.activeElement as HTMLElement | null) ?? null;
  }, [open]);

  return (
    <SlDialog
      ref={dialogRef as never}
      className="cc-confirm-dialog"
      data-layout={isMobile ? 'mobile' : 'desktop'}
      data-testid="confirm-dialog"
      label={intl.formatMessage(confirmMessages.title)}
      open={open}
      onSlInitialFocus={(event) => {
        if (!isOwnEvent(event)) return;
        // The family already chose Submit once; the primary action takes focus, Review is one Tab away.
        event.preventDefault();
        submitRef.current?.focus();
      }}
      onSlAfterHide={(event) => {
        if (!isOwnEvent(event)) return;
        const target = returnFocusTo.current;
        returnFocusTo.current = null;
        // After Shoelace's own (deferred) attempt, so this one wins.
        setTimeout(() => {
          if (onAfterHide?.()) return;
          if (target?.isConnected) target.focus();
        });
      }}
      onSlRequestClose={(event) => {
        if (!isOwnEvent(event)) return;
        if (submitting) {
          event.preventDefault();
          return;
        }
        onClose();
      }}
    >
      <style>{reviewCss}</style>
      <p>{intl.formatMessage(confirmMessages.body, { center: intl.formatMessage(termMessages.center) })}</p>
      <SlButton slot="footer" data-testid="confirm-review" disabled={submitting} onClick={onReview}>
        {intl.formatMessage(confirmMessages.review)}
      </SlButton>
      <SlButton
        slot="footer"
        variant="primary"
        ref={submitRef as never}
        data-testid="confirm-submit"
        loading={submitting}
        onClick={() => {
          if (!submitting) onSubmit();
        }}
      >
        {intl.formatMessage(sharedMessages.submit)}
      </SlButton>
    </SlDialog>
  );
}
