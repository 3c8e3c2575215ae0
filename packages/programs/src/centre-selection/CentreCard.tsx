import { useId } from 'react';
import type { Region } from '@cc/core';
import { formatCentreAddress, type CentreOption } from './centres';
import { CentreDetails } from './CentreDetails';

export interface CentreCardProps {
  centre: CentreOption;
  /** The radio group's name: radios sharing it form one group that arrow keys move through. */
  name: string;
  checked: boolean;
  disabled?: boolean;
  region: Region;
  onSelect(centre: CentreOption): void;
}

/**
 * A radio-style card: a native radio inside a label, so a click anywhere on the card, Space and the arrow keys all
 * behave as in any radio group. The radio is named by the centre's name only; the address and phone describe it.
 */
export function CentreCard({ centre, name, checked, disabled = false, region, onSelect }: CentreCardProps) {
  const nameId = useId();
  const detailsId = useId();
  const hasDetails = Boolean(centre.phoneNumber?.trim()) || formatCentreAddress(centre.address, region) !== '';
  return (
    <label
      className="cc-centre-card"
      data-testid="centre-card"
      data-centre-id={centre.id}
      data-disabled={disabled || undefined}
    >
      <input
        type="radio"
        name={name}
        value={centre.id}
        checked={checked}
        disabled={disabled}
        aria-labelledby={nameId}
        aria-describedby={hasDetails ? detailsId : undefined}
        onChange={() => onSelect(centre)}
      />
      <span className="cc-centre-card__body">
        <span className="cc-centre-card__name" id={nameId}>
          {centre.name}
        </span>
        <CentreDetails centre={centre} region={region} id={detailsId} />
      </span>
    </label>
  );
}
