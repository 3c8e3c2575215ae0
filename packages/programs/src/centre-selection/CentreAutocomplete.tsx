import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Region } from '@cc/core';
import { formatCentreAddress, isCentreSelectable, splitBySelectable, type CentreOption } from './centres';
import { centreSelectionMessages as m } from './messages';
import { ServerErrorNotice } from '@cc/ui';
import { useCentreSearch, type CentreCatalogue } from './useCentres';

export interface CentreAutocompleteProps {
  catalogue: Pick<CentreCatalogue, 'centres' | 'businessId' | 'restrict'>;
  selected: CentreOption | undefined;
  onSelect(centre: CentreOption | undefined): void;
  region: Region;
}

/**
 * The V2 "School" field: an editable combobox with a listbox popup (WAI-ARIA combobox pattern, list autocomplete).
 * A native input, not sl-input: aria-controls and aria-activedescendant are id references, and ids do not reach
 * across sl-input's own shadow root to the listbox.
 */
export function CentreAutocomplete({ catalogue, selected, onSelect, region }: CentreAutocompleteProps) {
  const intl = useIntl();
  const inputId = useId();
  const labelId = useId();
  const listId = useId();
  const optionId = (centre: CentreOption) => `${listId}-${centre.id}`;
  const [text, setText] = useState(selected?.name ?? '');
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>();
  const listRef = useRef<HTMLUListElement>(null);

  // While the box shows the chosen centre's name, the whole list is offered rather than a search for that name.
  const search = useCentreSearch(catalogue, selected && text === selected.name ? '' : text);
  const { enabled, disabled } = splitBySelectable(search.active ? search.results : catalogue.centres);
  const options = [...enabled, ...disabled];
  const active = enabled.find((c) => c.id === activeId);
  const expanded = open && options.length > 0;

  useEffect(() => {
    if (!expanded || !activeId) return;
    listRef.current?.querySelector(`[data-centre-id="${CSS.escape(activeId)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, activeId]);

  const choose = (centre: CentreOption) => {
    if (!isCentreSelectable(centre)) return;
    onSelect(centre);
    setText(centre.name);
    setOpen(false);
    setActiveId(undefined);
  };

  /** Arrow keys move through the selectable options only, wrapping at either end. */
  const move = (step: 1 | -1) => {
    if (enabled.length === 0) return;
    const from = enabled.findIndex((c) => c.id === (activeId ?? selected?.id));
    const next = from === -1 ? (step === 1 ? 0 : enabled.length - 1) : (from + step + enabled.length) % enabled.length;
    setActiveId(enabled[next]?.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open && !event.altKey) setOpen(true);
        if (event.altKey) setOpen(event.key === 'ArrowDown');
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (expanded && active) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveId(undefined);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
          onSelect(undefined);
        }
        break;
      default:
    }
  };

  const popupStatus = !open
    ? undefined
    : search.pending
      ? intl.formatMessage(m.searching)
      : options.length === 0 && !search.error
        ? intl.formatMessage(m.noCentersFound)
        : undefined;

  return (
    <div className="cc-combobox" data-testid="centre-autocomplete">
      <label id={labelId} htmlFor={inputId}>
        {intl.formatMessage(m.schoolLabel)}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active ? optionId(active) : undefined}
        value={text}
        data-testid="centre-combobox"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveId(undefined);
          if (selected) onSelect(undefined);
        }}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActiveId(undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!expanded}
        data-testid="centre-listbox"
      >
        {options.map((centre) => {
          const selectable = isCentreSelectable(centre);
          const address = formatCentreAddress(centre.address, region);
          return (
            <li
              key={centre.id}
              id={optionId(centre)}
              role="option"
              aria-selected={centre.id === selected?.id}
              aria-disabled={selectable ? undefined : true}
              data-active={centre.id === activeId || undefined}
              data-centre-id={centre.id}
              data-testid="centre-option"
              // Keeps focus in the input, so choosing with the mouse does not blur and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(centre)}
            >
              <span>
                {centre.name}
                {!selectable && ` (${intl.formatMessage(m.unavailable)})`}
              </span>
              {address && <span className="cc-centre-card__details">{address}</span>}
            </li>
          );
        })}
      </ul>
      {popupStatus && (
        <p className="cc-combobox__popup-status" data-testid="centre-autocomplete-status">
          {popupStatus}
        </p>
      )}
      <p className="cc-visually-hidden" role="status">
        {expanded && !search.pending ? intl.formatMessage(m.resultCount, { count: enabled.length }) : ''}
      </p>
      {search.error && <ServerErrorNotice error={search.error} testId="centre-search-error" />}
    </div>
  );
}
