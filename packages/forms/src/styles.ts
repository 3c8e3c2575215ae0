/** The renderer's layout, in px like the adopted Shoelace theme; a flow adds it to its own styles. */
export const formRendererCss = `
.cc-form-step__title { margin: 0 0 16px; font-size: var(--sl-font-size-x-large); line-height: 1.25; }
.cc-form-section { margin: 0 0 24px; }
.cc-form-section__title { margin: 0 0 12px; font-size: var(--sl-font-size-large); }
.cc-form-grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: 0 16px; }
.cc-form-cell { grid-column: span 12; min-width: 0; }
@media (min-width: 768px) {
  .cc-form-cell--short { grid-column: span 3; }
  .cc-form-cell--mid { grid-column: span 6; }
  .cc-form-cell--mid-long { grid-column: span 9; }
}
.cc-form-item { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large);
  padding: 12px 16px 16px; margin: 0 0 16px; min-width: 0; background: var(--sl-color-neutral-0); }
.cc-form-item__legend { padding: 0 4px; font-weight: var(--sl-font-weight-semibold); margin: 0; }
.cc-form-item__name { font-weight: var(--sl-font-weight-normal); }
.cc-form-group { border: 0; padding: 0; margin: 0 0 16px; min-width: 0; }
.cc-form-group__legend { padding: 0; margin-bottom: 8px; font-weight: var(--sl-font-weight-semibold); }
.cc-choice-group sl-checkbox { display: block; margin: 4px 0; }
.cc-document { position: relative; }
.cc-document__input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; clip: rect(0 0 0 0); }
.cc-document__choose { display: inline-flex; align-items: center; min-height: var(--sl-input-height-medium);
  margin: 4px 0 8px; padding: 0 var(--sl-spacing-large); border: 1px solid var(--sl-color-neutral-400);
  border-radius: var(--sl-border-radius-medium); background: var(--sl-color-neutral-0);
  color: var(--sl-color-neutral-800); font-weight: var(--sl-font-weight-semibold); cursor: pointer; }
.cc-document__choose:hover { background: var(--sl-color-primary-50); border-color: var(--sl-color-primary-600); }
.cc-document__input:focus-visible + .cc-document__choose { outline: var(--sl-focus-ring);
  outline-offset: var(--sl-focus-ring-offset); }
.cc-document__input:disabled + .cc-document__choose,
.cc-document__input[aria-disabled='true'] + .cc-document__choose { opacity: 0.5; cursor: not-allowed; }
.cc-document__row { display: flex; flex-wrap: wrap; gap: 0 16px; align-items: center; }
.cc-document__actions { display: flex; gap: 8px; }
.cc-document__actions sl-button::part(label) { padding: 0 var(--sl-spacing-small); }
.cc-document__actions sl-button:first-child::part(label) { padding-left: 0; }
.cc-document__status { color: var(--sl-color-neutral-700); overflow-wrap: anywhere; }
.cc-document .cc-field { margin-top: 12px; }
.cc-signature__pad { display: block; width: 100%; border: 1px dashed var(--sl-color-neutral-500);
  border-radius: var(--sl-border-radius-medium); background: var(--sl-color-neutral-0); touch-action: none; }
.cc-signature__actions { display: flex; gap: 8px; margin-top: 8px; }
.cc-form-text { margin: 0 0 16px; }
.cc-form-text__title { margin: 0 0 8px; }
.cc-html-text p { margin: 0 0 8px; }
.cc-error-summary { border: 2px solid var(--sl-color-danger-600); border-radius: var(--sl-border-radius-medium);
  padding: 12px 16px; margin: 0 0 20px; background: var(--sl-color-danger-50); }
.cc-error-summary__title { margin: 0 0 8px; font-size: var(--sl-font-size-medium); color: var(--sl-color-danger-800); }
.cc-error-summary ul { margin: 0; padding-left: 20px; }
.cc-error-summary a { color: var(--sl-color-danger-800); }
.cc-locked__value { margin: 0; padding: 8px 0; overflow-wrap: anywhere; }
.cc-answers { display: grid; gap: 4px; margin: 0 0 8px; }
.cc-answers__row { display: grid; grid-template-columns: minmax(120px, 40%) 1fr; gap: 4px 16px; }
.cc-answers dt { color: var(--sl-color-neutral-700); }
.cc-answers dd { margin: 0; overflow-wrap: anywhere; }
.cc-answers__none { color: var(--sl-color-neutral-600); font-style: italic; }
.cc-read-only__step { margin: 0 0 24px; }
.cc-read-only__step > :is(h2, h3) { margin: 0 0 8px; font-size: var(--sl-font-size-large); }
.cc-form-item > :is(h4, h5) { font-size: var(--sl-font-size-medium); margin: 0 0 8px; }
@media print {
  .cc-form-item { break-inside: avoid; border-color: #999; }
  sl-button, .cc-no-print { display: none !important; }
}
`;
