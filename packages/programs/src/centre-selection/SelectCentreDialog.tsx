import { useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import type { Region } from '@cc/core';
import { useDialogFocus } from '@cc/ui/dialog';
import { ServerErrorNotice, useIsMobile } from '@cc/ui';
import { isCentreSelectable, type CentreOption } from './centres';
import { CentreRadioList } from './CentreRadioList';
import { centreSelectionMessages as m } from './messages';
import { useCentreSearch, type CentreCatalogue } from './useCentres';

export interface SelectCentreDialogProps {
  open: boolean;
  catalogue: Pick<CentreCatalogue, 'centres' | 'businessId' | 'restrict'>;
  /** The centre chosen on the page, preselected when the dialog opens. */
  current: CentreOption | undefined;
  region: Region;
  onSave(centre: CentreOption): void;
  onClose(): void;
}

/** "Select a School": search the centres and Save one as the selection. Inside the widget's shadow root. */
export function SelectCentreDialog({ open, catalogue, current, region, onSave, onClose }: SelectCentreDialogProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  // A fresh search each time the dialog opens; the dialog itself stays mounted so it can animate closed.
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  const focus = useDialogFocus();
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((n) => n + 1);
  }
  return (
    <SlDialog
      className="cc-centre-dialog"
      label={intl.formatMessage(m.dialogTitle)}
      open={open}
      style={isMobile ? { ['--width' as string]: '100vw' } : undefined}
      data-testid="centre-dialog"
      onSlShow={focus.onShow}
      onSlInitialFocus={focus.onInitialFocus}
      onSlAfterHide={focus.onAfterHide}
      onSlRequestClose={(event) => {
        // sl-request-close bubbles: only the dialog's own request (Escape, overlay, close button) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <DialogContent
        key={session}
        catalogue={catalogue}
        current={current}
        region={region}
        onSave={(centre) => {
          // The centre saved is what changed on the page: its card takes the focus, not the search button.
          focus.returnTo((root) =>
            root.querySelector<HTMLElement>(`[data-testid="centre-list"] [data-centre-id="${centre.id}"] input`),
          );
          onSave(centre);
        }}
        onClose={onClose}
      />
    </SlDialog>
  );
}

function DialogContent({ catalogue, current, region, onSave, onClose }: Omit<SelectCentreDialogProps, 'open'>) {
  const isMobile = useIsMobile();
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<CentreOption | undefined>(current);
  const search = useCentreSearch(catalogue, typed);
  const shown = search.active ? search.results : catalogue.centres;
  const settledEmpty = !search.pending && !search.error && shown.length === 0;
  // Save takes only a centre the family can see checked: a choice that dropped out of the results does not count.
  const canSave =
    chosen !== undefined && isCentreSelectable(chosen) && !settledEmpty && shown.some((c) => c.id === chosen.id);

  return (
    <>
      <div className="cc-centre-dialog__body">
        <SlInput
          type="search"
          label={intl.formatMessage(m.searchLabel)}
          // At 375 px the spec's placeholder does not fit the box: phones show it below, where it wraps.
          placeholder={isMobile ? undefined : intl.formatMessage(m.searchPlaceholder)}
          helpText={isMobile ? intl.formatMessage(m.searchPlaceholder) : undefined}
          value={typed}
          clearable
          autocomplete="off"
          data-testid="centre-search"
          onSlInput={(event) => setTyped((event.target as HTMLInputElement).value)}
        />
        <p className="cc-centre-status" role="status" data-testid="centre-search-status">
          {search.active &&
            (search.pending
              ? intl.formatMessage(m.searching)
              : intl.formatMessage(m.resultCount, { count: search.results.length }))}
        </p>
        {search.error && <ServerErrorNotice error={search.error} testId="centre-search-error" />}
        {settledEmpty ? (
          <p className="cc-centre-empty" data-testid="no-centres">
            {intl.formatMessage(m.noCentersFound)}
          </p>
        ) : (
          <CentreRadioList
            centres={shown}
            selectedId={chosen?.id}
            onSelect={setChosen}
            legend={intl.formatMessage(m.searchResults)}
            legendHidden
            region={region}
            testId="centre-search-results"
          />
        )}
        <div className="cc-centre-help" data-testid="centre-help">
          <p>{intl.formatMessage(m.notSeeing)}</p>
          <ul>
            <li>{intl.formatMessage(m.checkSpelling)}</li>
            <li>{intl.formatMessage(m.broadenSearch)}</li>
          </ul>
        </div>
      </div>
      <div slot="footer" className="cc-centre-dialog__footer">
        <SlButton data-testid="centre-dialog-cancel" onClick={onClose}>
          {intl.formatMessage(m.cancel)}
        </SlButton>
        <SlButton
          variant="primary"
          disabled={!canSave}
          data-testid="centre-dialog-save"
          onClick={() => {
            if (chosen && canSave) onSave(chosen);
          }}
        >
          {intl.formatMessage(m.save)}
        </SlButton>
      </div>
    </>
  );
}
