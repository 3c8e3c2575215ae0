import { Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { CentreSelectorVariant, Region } from '@cc/core';
import { LoadingScreen, Notice, ServerErrorNotice, sharedMessages, useIsMobile } from '@cc/ui';
import { isCentreSelectable, preselectableId, toChosenCentre, type CentreOption, type ChosenCentre } from './centres';
import { CentreDetails } from './CentreDetails';
import { CentreRadioList } from './CentreRadioList';
import { centreSelectionMessages as m } from './messages';
import { CentreAutocomplete, SelectCentreDialog } from '../lazyParts';
import { centreSelectionCss } from './styles';
import { useCentreCatalogue, type CentreCatalogue, type EarlyCentres } from './useCentres';

export interface CentreSelectionProps {
  businessId?: string;
  /** When given, the centres come from centersForLinkCode; otherwise from searchCenters for businessId. */
  linkCode?: string;
  /** Limits the centres on offer (the correspondence state's allowed centre ids). */
  allowedCenterIds?: readonly string[];
  /** The business's centres, asked for before this mounted (useEarlyCentres). */
  early?: EarlyCentres;
  initialCenterId?: string;
  /** The registrations centre selector flag: V1 cards and a search dialog, V2 an autocomplete. */
  variant: CentreSelectorVariant;
  region: Region;
  /** A screen of its own: the chosen centre is handed over by its Continue button. */
  onContinue?(center: ChosenCentre): void;
  /**
   * A step of a wizard (re-enrolment): each choice is handed over at once (also one that cannot be chosen: the
   * step says so) and the wizard's own Next moves on, so there is no Continue button.
   */
  onSelect?(center: CentreOption): void;
}

/** Choosing the centre to enquire at, with its own loading and error states. */
export function CentreSelection(props: CentreSelectionProps) {
  const intl = useIntl();
  const catalogue = useCentreCatalogue(props);
  let body;
  if (catalogue.unconfigured) {
    body = (
      <Notice
        variant="danger"
        testId="centre-selection-error"
        messages={[intl.formatMessage(sharedMessages.somethingWentWrong)]}
      />
    );
  } else if (catalogue.loading) {
    body = <LoadingScreen />;
  } else if (catalogue.error) {
    body = <ServerErrorNotice error={catalogue.error} onRetry={catalogue.retry} testId="centre-selection-error" />;
  } else {
    body = <CentreChooser {...props} catalogue={catalogue} />;
  }
  return (
    <>
      <style>{centreSelectionCss}</style>
      {body}
    </>
  );
}

function CentreChooser({
  variant,
  region,
  initialCenterId,
  onContinue,
  onSelect,
  catalogue,
}: CentreSelectionProps & { catalogue: CentreCatalogue }) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const titleId = useId();
  const { centres } = catalogue;
  const [selected, setSelectedState] = useState<CentreOption | undefined>(() =>
    centres.find((c) => c.id === preselectableId(centres, initialCenterId)),
  );
  const setSelected = (centre: CentreOption | undefined) => {
    setSelectedState(centre);
    if (centre) onSelect?.(centre);
  };
  const [dialogOpen, setDialogOpen] = useState(false);
  const noCentres = centres.length === 0;
  const canContinue = selected !== undefined && isCentreSelectable(selected);
  // A centre saved from the search is shown even if the list loaded earlier did not hold it.
  const listed = selected && !centres.some((c) => c.id === selected.id) ? [selected, ...centres] : centres;

  return (
    <section
      className="cc-centre-selection"
      aria-labelledby={titleId}
      data-testid="centre-selection"
      data-variant={variant}
      data-mobile={isMobile || undefined}
    >
      <h2 id={titleId}>{intl.formatMessage(m.pageTitle)}</h2>
      {noCentres ? (
        <p className="cc-centre-empty" role="status" data-testid="no-centres">
          {intl.formatMessage(m.noCentersFound)}
        </p>
      ) : variant === 'V2' ? (
        <>
          <Suspense fallback={<LoadingScreen />}>
            <CentreAutocomplete catalogue={catalogue} selected={selected} onSelect={setSelected} region={region} />
          </Suspense>
          {selected && (
            <div className="cc-centre-summary" data-testid="selected-centre">
              <span className="cc-centre-card__name">{selected.name}</span>
              <CentreDetails centre={selected} region={region} />
            </div>
          )}
        </>
      ) : (
        <>
          <CentreRadioList
            centres={listed}
            selectedId={selected?.id}
            onSelect={setSelected}
            legend={intl.formatMessage(m.availableGroup)}
            legendHidden
            region={region}
            testId="centre-list"
          />
          <Suspense fallback={null}>
            <SelectCentreDialog
              open={dialogOpen}
              catalogue={catalogue}
              current={selected}
              region={region}
              onSave={(centre) => {
                setSelected(centre);
                setDialogOpen(false);
              }}
              onClose={() => setDialogOpen(false)}
            />
          </Suspense>
        </>
      )}
      <div className="cc-centre-selection__actions">
        {variant === 'V1' && !noCentres && (
          <SlButton data-testid="select-new-centre" onClick={() => setDialogOpen(true)}>
            {intl.formatMessage(m.selectNewCenter)}
          </SlButton>
        )}
        {onContinue && (
          <SlButton
            className="cc-centre-selection__continue"
            variant="primary"
            disabled={!canContinue}
            data-testid="centre-continue"
            onClick={() => {
              if (selected && canContinue) onContinue(toChosenCentre(selected));
            }}
          >
            {intl.formatMessage(m.continue)}
          </SlButton>
        )}
      </div>
    </section>
  );
}
