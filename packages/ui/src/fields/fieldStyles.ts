/** Layout of the bound fields, in px like the adopted Shoelace theme. */
export const fieldCss = `
.cc-field { display: block; margin-bottom: 16px; }
.cc-field-row { display: flex; gap: 12px; align-items: flex-start; flex-wrap: wrap; }
.cc-field-row > * { flex: 1 1 200px; min-width: 0; }
.cc-field-error { margin: 4px 0 0; color: var(--sl-color-danger-700); font-size: var(--sl-font-size-small); }
.cc-field[data-invalid]::part(base), .cc-field[data-invalid] .cc-date-input { border-color: var(--sl-color-danger-600); }
.cc-phone { border: 0; margin: 0 0 16px; padding: 0; min-width: 0; }
.cc-phone legend { padding: 0; margin-bottom: var(--sl-spacing-3x-small); font-size: var(--sl-input-label-font-size-medium); }
.cc-phone .cc-field { margin-bottom: 0; }
.cc-phone__type { flex: 0 1 180px; }
.cc-date-label { display: inline-block; margin-bottom: var(--sl-spacing-3x-small); font-size: var(--sl-input-label-font-size-medium);
  color: var(--sl-input-label-color); }
.cc-date-label[data-required]::after { content: var(--sl-input-required-content);
  margin-inline-start: var(--sl-input-required-content-offset); color: var(--sl-input-required-content-color); }
.cc-date-input { display: block; width: 100%; height: var(--sl-input-height-medium); padding: 0 var(--sl-input-spacing-medium);
  font: inherit; font-size: var(--sl-input-font-size-medium); color: var(--sl-input-color);
  background: var(--sl-input-background-color); border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium); }
.cc-date-input:hover { border-color: var(--sl-input-border-color-hover); }
.cc-date-input:focus { outline: none; border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color); }
.cc-date-input:disabled { opacity: 0.5; cursor: not-allowed; }
.cc-date-help { margin: 4px 0 0; color: var(--sl-input-help-text-color); font-size: var(--sl-input-help-text-font-size-medium); }
sl-radio-group.cc-field sl-radio { margin-inline-end: 24px; }
sl-radio-group.cc-field::part(form-control-input) { display: flex; flex-wrap: wrap; }
`;
