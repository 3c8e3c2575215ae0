import { useRef } from 'react';
import { useDialogFocus } from '@cc/ui/dialog';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { isOwnEvent } from './dialogEvents';
import { clearDialogMessages } from './messages';

export interface ClearProgramDialogProps {
  /** The program to clear; no dialog when undefined. */
  programName: string | undefined;
  /** The program's id: its card's button takes the focus once the cleared card has no Clear button left. */
  programId?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Confirms "clear program": the program is removed from every child. */
export function ClearProgramDialog({ programName, programId, onConfirm, onCancel }: ClearProgramDialogProps) {
  const intl = useIntl();
  // The text stays while the dialog animates out, after the program has been cleared; so does the program's id.
  const shown = useRef(programName);
  const shownId = useRef(programId);
  if (programName !== undefined) {
    shown.current = programName;
    shownId.current = programId;
  }
  const focus = useDialogFocus((root) =>
    root.querySelector<HTMLElement>(`[data-testid$="-${shownId.current ?? ''}"] [data-testid="program-card-open"]`),
  );
  return (
    <SlDialog
      open={programName !== undefined}
      label={intl.formatMessage(clearDialogMessages.title)}
      data-testid="clear-program-dialog"
      onSlShow={focus.onShow}
      onSlAfterHide={focus.onAfterHide}
      onSlRequestClose={(event) => {
        if (!isOwnEvent(event)) return;
        event.preventDefault();
        onCancel();
      }}
    >
      <p>{intl.formatMessage(clearDialogMessages.body, { program: shown.current ?? '' })}</p>
      <div slot="footer" className="cc-programs__dialog-actions">
        <SlButton data-testid="clear-program-cancel" onClick={onCancel}>
          {intl.formatMessage(clearDialogMessages.cancel)}
        </SlButton>
        <SlButton variant="danger" data-testid="clear-program-confirm" onClick={onConfirm}>
          {intl.formatMessage(clearDialogMessages.confirm)}
        </SlButton>
      </div>
    </SlDialog>
  );
}
