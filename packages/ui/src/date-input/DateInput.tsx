// A date typed in the region's order (dateText.ts), with the browser's calendar one button away. The browser's own
// date input shows its language's order (a family in Sydney with an American browser saw MM/DD/YYYY), so the typed
// part is a text box, and the native input only provides the calendar; it is never focused or read out itself.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isWireDate, type Region } from '@cc/core';
import { dateTextOf, dateValueOf, tidyDateText } from './dateText';
import { dateInputMessages } from './messages';

export interface DateInputProps {
  id: string;
  /** YYYY-MM-DD, or the text typed so far when it is no whole date yet. */
  value: string | undefined;
  onChange(value: string): void;
  region: Region;
  /** The field's label, for the calendar button's name. */
  label: string;
  /** YYYY-MM-DD bounds the calendar offers. */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  testId?: string;
  name?: string;
  onFocus?(): void;
  onBlur?(): void;
}

type Picker = HTMLInputElement & { showPicker?(): void };

export function DateInput(props: DateInputProps) {
  const { id, value, onChange, region, label, min, max, required, disabled, invalid, describedBy, testId } = props;
  const intl = useIntl();
  const picker = useRef<Picker>(null);
  const [text, setText] = useState(() => dateTextOf(value, region));
  // A value set from outside (a restored draft, Start over, the calendar) is shown; one the text already means is not
  // rewritten under the family's fingers.
  useEffect(() => {
    if (dateValueOf(text, region) !== (value ?? '')) setText(dateTextOf(value, region));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value or region re-reads it
  }, [value, region]);

  return (
    <div className="cc-date-input">
      <input
        id={id}
        className="cc-native-input"
        data-testid={testId ?? id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        name={props.name}
        required={required}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        value={text}
        onChange={(event) => {
          const tidy = tidyDateText(event.target.value, region);
          setText(tidy);
          onChange(dateValueOf(tidy, region));
        }}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
      />
      <button
        type="button"
        className="cc-date-input__calendar"
        aria-label={intl.formatMessage(dateInputMessages.calendar, { label })}
        disabled={disabled}
        data-testid={`${testId ?? id}-calendar`}
        onClick={() => picker.current?.showPicker?.()}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 6v2h14V6H5Z"
          />
        </svg>
      </button>
      <input
        ref={picker}
        className="cc-date-input__picker"
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        value={isWireDate(value) ? value : ''}
        onChange={(event) => {
          if (!event.target.value) return;
          setText(dateTextOf(event.target.value, region));
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
