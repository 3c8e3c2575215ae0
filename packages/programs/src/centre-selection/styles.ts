/** Centre selection layout, in px like the adopted Shoelace theme (a host page's root font size cannot shrink it). */
export const centreSelectionCss = `
.cc-centre-selection { display: flex; flex-direction: column; gap: 16px; }
.cc-centre-selection h2 { margin: 0; font-size: var(--sl-font-size-large); font-weight: var(--sl-font-weight-semibold); }
.cc-centre-group { border: 0; margin: 0; padding: 0; min-width: 0; display: grid; gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); }
.cc-centre-selection[data-mobile] .cc-centre-group, .cc-centre-dialog .cc-centre-group { grid-template-columns: 1fr; }
.cc-centre-group legend { padding: 0; margin-bottom: 8px; font-weight: var(--sl-font-weight-semibold); }
.cc-centre-group__hint { grid-column: 1 / -1; margin: 0; font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600); }
.cc-centre-card { display: flex; align-items: flex-start; gap: 12px; padding: 16px; cursor: pointer;
  border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-large);
  background: var(--sl-color-neutral-0); }
.cc-centre-card:hover { border-color: var(--sl-color-primary-400); }
.cc-centre-card:has(input:checked) { border-color: var(--sl-color-primary-600);
  box-shadow: 0 0 0 1px var(--sl-color-primary-600); background: var(--sl-color-primary-50); }
.cc-centre-card:has(input:focus-visible) { outline: var(--sl-focus-ring); outline-offset: var(--sl-focus-ring-offset); }
.cc-centre-card[data-disabled] { cursor: not-allowed; background: var(--sl-color-neutral-100);
  color: var(--sl-color-neutral-600); }
.cc-centre-card input { margin: 3px 0 0; width: 18px; height: 18px; flex: none; accent-color: var(--sl-color-primary-600); }
.cc-centre-card__body, .cc-centre-summary { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.cc-centre-card__name { font-weight: var(--sl-font-weight-semibold); }
.cc-centre-card__details { display: flex; flex-direction: column; gap: 2px; font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700); }
.cc-centre-selection__actions { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px; }
.cc-centre-selection__continue { margin-left: auto; }
.cc-centre-selection[data-mobile] .cc-centre-selection__actions { flex-direction: column; }
.cc-centre-selection[data-mobile] .cc-centre-selection__actions sl-button { width: 100%; }
.cc-centre-empty { margin: 0; padding: 16px; border: 1px dashed var(--sl-color-neutral-400);
  border-radius: var(--sl-border-radius-large); text-align: center; color: var(--sl-color-neutral-700); }
.cc-centre-help { font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700); }
.cc-centre-help p { margin: 0 0 4px; font-weight: var(--sl-font-weight-semibold); }
.cc-centre-help ul { margin: 0; padding-left: 20px; }
.cc-centre-dialog::part(panel) { max-height: calc(100% - 32px); }
.cc-centre-dialog__body { display: flex; flex-direction: column; gap: 16px; }
.cc-centre-dialog__footer { display: flex; justify-content: flex-end; gap: 8px; }
.cc-centre-status { margin: 0; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700); }
.cc-combobox { position: relative; display: flex; flex-direction: column; gap: 6px; }
.cc-combobox label { font-size: var(--sl-input-label-font-size-medium); }
.cc-combobox input { font: inherit; font-size: var(--sl-input-font-size-medium); height: var(--sl-input-height-medium);
  padding: 0 var(--sl-input-spacing-medium); color: var(--sl-input-color);
  border: solid var(--sl-input-border-width) var(--sl-input-border-color);
  border-radius: var(--sl-input-border-radius-medium); background: var(--sl-input-background-color); }
.cc-combobox input:focus { outline: none; border-color: var(--sl-input-border-color-focus);
  box-shadow: 0 0 0 var(--sl-focus-ring-width) var(--sl-input-focus-ring-color); }
.cc-combobox input[aria-invalid='true'] { border-color: var(--sl-color-danger-600); }
.cc-combobox [role='listbox'] { position: absolute; top: 100%; left: 0; right: 0; z-index: 10; margin: 4px 0 0;
  padding: 4px 0; list-style: none; max-height: 320px; overflow-y: auto; background: var(--sl-panel-background-color);
  border: 1px solid var(--sl-panel-border-color); border-radius: var(--sl-border-radius-medium);
  box-shadow: var(--sl-shadow-large); }
.cc-combobox [role='option'] { display: flex; flex-direction: column; gap: 2px; padding: 8px 12px; cursor: pointer; }
.cc-combobox [role='option'][data-active] { background: var(--sl-color-primary-100); }
.cc-combobox [role='option'][aria-selected='true'] { font-weight: var(--sl-font-weight-semibold); }
.cc-combobox [role='option'][aria-disabled='true'] { cursor: not-allowed; color: var(--sl-color-neutral-500); }
.cc-combobox__popup-status { position: absolute; top: 100%; left: 0; right: 0; z-index: 10; margin: 4px 0 0;
  padding: 12px; background: var(--sl-panel-background-color); border: 1px solid var(--sl-panel-border-color);
  border-radius: var(--sl-border-radius-medium); color: var(--sl-color-neutral-700); }
.cc-centre-summary { padding: 12px 16px; border-left: 4px solid var(--sl-color-primary-600);
  background: var(--sl-color-neutral-50); }
`;
