import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import type { Region } from '@cc/core';
import { useDialogFocus } from '@cc/ui/dialog';
import { isOwnEvent } from './dialogEvents';
import { flexPolicyMessages } from './messages';

export interface FlexPolicyDialogProps {
  open: boolean;
  region: Region;
  onClose(): void;
  /** Once the dialog has finished hiding (a dialog opened after it must wait for that). */
  onAfterHide?(): void;
}

/** "About Flexible Scheduling" (only shown when the flexible schedule policy notice flag is on). */
export function FlexPolicyDialog({ open, region, onClose, onAfterHide }: FlexPolicyDialogProps) {
  const intl = useIntl();
  const focus = useDialogFocus();
  return (
    <SlDialog
      open={open}
      label={intl.formatMessage(flexPolicyMessages.title)}
      data-testid="flex-policy-dialog"
      onSlShow={focus.onShow}
      onSlRequestClose={(event) => {
        if (!isOwnEvent(event)) return;
        event.preventDefault();
        onClose();
      }}
      onSlAfterHide={(event) => {
        focus.onAfterHide(event);
        if (isOwnEvent(event)) onAfterHide?.();
      }}
    >
      <p>{intl.formatMessage(flexPolicyMessages.body, { region })}</p>
      <p>{intl.formatMessage(flexPolicyMessages.bodyConfirm, { region })}</p>
      <SlButton slot="footer" variant="primary" data-testid="flex-policy-close" onClick={onClose}>
        {intl.formatMessage(flexPolicyMessages.close)}
      </SlButton>
    </SlDialog>
  );
}
