/** Layout of the bound fields, in px like the adopted Shoelace theme. */
export const fieldCss = `
.cc-field { display: block; margin-bottom: 16px; }
.cc-field-row { display: flex; gap: 0 12px; align-items: flex-start; flex-wrap: wrap; }
.cc-field-row > * { flex: 1 1 200px; min-width: 0; }
.cc-field-error { margin: 4px 0 0; color: var(--sl-color-danger-700); font-size: var(--sl-font-size-small); }
/* data-has-error, not data-invalid: Shoelace sets data-invalid itself on every empty required control. */
.cc-field[data-has-error]::part(base), .cc-field[data-has-error] .cc-native-input { border-color: var(--sl-color-danger-600); }
.cc-phone { border: 0; margin: 0 0 16px; padding: 0; min-width: 0; }
.cc-phone legend { padding: 0; margin-bottom: var(--sl-spacing-3x-small); font-size: var(--sl-input-label-font-size-medium); }
.cc-phone .cc-field { margin-bottom: 0; }
.cc-phone__type { flex: 0 1 180px; }
.cc-native-label { display: inline-block; margin-bottom: var(--sl-spacing-3x-small); font-size: var(--sl-input-label-font-size-medium);
  color: var(--sl-input-label-color); }
.cc-native-label[data-required]::after { content: '\\a0' var(--sl-input-required-content);
  margin-inline-start: var(--sl-input-required-content-offset); color: var(--sl-input-required-content-color); }
.cc-native-input { display: block; width: 100%; height: var(--sl-input-height-medium); padding: 0 var(--sl-input-spacing-medium);
  font: inherit; font-size: var(--sl-input-font-size-medium); color: var(--sl-input-color);
  background: var(--sl-input-background-color); border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium); }
.cc-native-input:hover { border-color: var(--sl-input-border-color-hover); }
.cc-native-input:focus { outline: none; border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color); }
select.cc-native-input { appearance: none; padding-inline-end: 32px; background-repeat: no-repeat;
  background-position: right 12px center; background-size: 12px;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath fill='none' stroke='%2352525b' stroke-width='2' d='M2 5l6 6 6-6'/%3E%3C/svg%3E"); }
.cc-native-input:disabled { opacity: 0.5; cursor: not-allowed; }
.cc-native-help { margin: 4px 0 0; color: var(--sl-input-help-text-color); font-size: var(--sl-input-help-text-font-size-medium); }
.cc-date-input { position: relative; display: flex; gap: 8px; max-width: 280px; }
.cc-date-input .cc-native-input { flex: 1 1 auto; min-width: 0; }
.cc-date-input__calendar { flex: none; display: inline-flex; align-items: center; justify-content: center;
  width: var(--sl-input-height-medium); height: var(--sl-input-height-medium); color: var(--sl-color-neutral-700);
  background: var(--sl-input-background-color); border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium); cursor: pointer; }
.cc-date-input__calendar:focus-visible { outline: var(--sl-focus-ring); outline-offset: 2px; }
.cc-date-input__picker { position: absolute; right: 0; bottom: 0; width: 1px; height: 1px; padding: 0; border: 0;
  opacity: 0; pointer-events: none; }
sl-radio-group.cc-field sl-radio { margin-inline-end: 24px; }
sl-radio-group.cc-field::part(form-control-input) { display: flex; flex-wrap: wrap; }
`;
