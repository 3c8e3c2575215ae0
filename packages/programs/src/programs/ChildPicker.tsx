import { useIntl } from 'react-intl';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import { ageOn, formatDateForRegion, type Region } from '@cc/core';
import { ErrorText, type ErrorLeaf } from '@cc/ui';
import type { ChildValues } from '../values';
import { modalMessages } from './messages';
import { childName } from './program-model';

export interface ChildPickerProps {
  children: readonly ChildValues[];
  selected: readonly string[];
  onTick(childKey: string, checked: boolean): void;
  region: Region;
  today: string;
  idPrefix: string;
  error?: ErrorLeaf;
}

const checkedOf = (event: Event) => (event.target as unknown as { checked: boolean }).checked;

/** "Select Child(ren)": a card per child who can take the program, with avatar, date of birth and age. */
export function ChildPicker({ children, selected, onTick, region, today, idPrefix, error }: ChildPickerProps) {
  const intl = useIntl();
  const errorId = `${idPrefix}-children-error`;
  return (
    <fieldset
      className="cc-programs__children"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? 'true' : undefined}
      data-testid="program-modal-children"
    >
      <legend>{intl.formatMessage(modalMessages.selectChildren)}</legend>
      <div className="cc-programs__child-list">
        {children.map((child) => {
          const name = childName(child);
          const age = ageOn(child.dateOfBirth, today);
          return (
            <SlCheckbox
              key={child.key}
              className="cc-programs__child-card"
              checked={selected.includes(child.key)}
              data-testid={`program-modal-child-${child.key}`}
              onSlChange={(event) => onTick(child.key, checkedOf(event))}
            >
              <span className="cc-programs__child">
                <span className="cc-programs__avatar" aria-hidden="true">
                  {name.charAt(0).toUpperCase()}
                </span>
                <span className="cc-programs__child-text">
                  <span className="cc-programs__child-name">{name}</span>
                  <span className="cc-programs__child-meta">
                    {intl.formatMessage(modalMessages.born, { date: formatDateForRegion(child.dateOfBirth, region) })}
                  </span>
                  {age && (
                    <span className="cc-programs__child-meta" data-testid="program-modal-child-age">
                      {intl.formatMessage(modalMessages.age, age)}
                    </span>
                  )}
                </span>
              </span>
            </SlCheckbox>
          );
        })}
      </div>
      <ErrorText error={error} id={errorId} />
    </fieldset>
  );
}
