import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Region } from '@cc/core';
import { splitBySelectable, type CentreOption } from './centres';
import { CentreCard } from './CentreCard';
import { centreSelectionMessages as m } from './messages';

export interface CentreRadioListProps {
  centres: readonly CentreOption[];
  selectedId: string | undefined;
  onSelect(centre: CentreOption): void;
  /** Names the group of selectable centres. */
  legend: string;
  legendHidden?: boolean;
  region: Region;
  testId: string;
}

/**
 * The selectable centres as one radio group, and the centres that cannot be chosen yet in a separate, disabled
 * group with its own label, so nobody mistakes them for options that failed to respond.
 */
export function CentreRadioList({
  centres,
  selectedId,
  onSelect,
  legend,
  legendHidden,
  region,
  testId,
}: CentreRadioListProps) {
  const intl = useIntl();
  const groupName = useId();
  const legendId = useId();
  const hintId = useId();
  const { enabled, disabled } = splitBySelectable(centres);
  return (
    <>
      {enabled.length > 0 && (
        <fieldset className="cc-centre-group" role="radiogroup" aria-labelledby={legendId} data-testid={testId}>
          <legend id={legendId} className={legendHidden ? 'cc-visually-hidden' : undefined}>
            {legend}
          </legend>
          {enabled.map((centre) => (
            <CentreCard
              key={centre.id}
              centre={centre}
              name={groupName}
              checked={centre.id === selectedId}
              region={region}
              onSelect={onSelect}
            />
          ))}
        </fieldset>
      )}
      {disabled.length > 0 && (
        <fieldset className="cc-centre-group" disabled aria-describedby={hintId} data-testid={`${testId}-disabled`}>
          <legend>{intl.formatMessage(m.unavailableGroup)}</legend>
          <p className="cc-centre-group__hint" id={hintId}>
            {intl.formatMessage(m.unavailableHint)}
          </p>
          {disabled.map((centre) => (
            <CentreCard
              key={centre.id}
              centre={centre}
              name={`${groupName}-disabled`}
              checked={false}
              disabled
              region={region}
              onSelect={onSelect}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
