// Styles of the per-child schedule page and its program cards, in px and Shoelace tokens like the adopted theme.
export const childPageCss = `
.cc-child-schedule { display: flex; flex-direction: column; gap: 16px; }
.cc-child-schedule h2 { margin: 0; font-size: var(--sl-font-size-x-large); }
.cc-child-schedule h3 { margin: 0; font-size: var(--sl-font-size-large); }
.cc-child-schedule__status { display: flex; align-items: center; gap: 8px; margin: 0; }
.cc-child-schedule__status p { margin: 0; }
.cc-child-schedule__programs { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; border: none; }
.cc-child-schedule__programs legend { padding: 0; margin-bottom: 8px; font-weight: var(--sl-font-weight-semibold); }
.cc-child-schedule__summary { display: flex; flex-direction: column; gap: 16px; padding-top: 8px;
  border-top: 1px solid var(--sl-color-neutral-200); }
.cc-child-schedule .cc-field-error { margin: 0; font-size: var(--sl-font-size-small); color: var(--sl-color-danger-700); }
.cc-choice { display: flex; flex-direction: column; gap: 8px; padding: 16px; border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0); }
.cc-choice[data-chosen='true'] { border-color: var(--sl-color-primary-600); box-shadow: 0 0 0 1px var(--sl-color-primary-600); }
.cc-choice__head { display: flex; align-items: center; flex-wrap: wrap; gap: 8px; }
.cc-choice__head input[type='checkbox'] { width: 20px; height: 20px; margin: 0; accent-color: var(--sl-color-primary-600); }
.cc-choice__head input:focus-visible { outline: var(--sl-focus-ring); outline-offset: 2px; }
.cc-choice sl-badge[variant='warning']::part(base) { background-color: var(--sl-color-warning-800);
  border-color: var(--sl-color-warning-800); }
.cc-choice__name { font-weight: var(--sl-font-weight-semibold); font-size: var(--sl-font-size-medium); cursor: pointer; }
.cc-choice__details { display: flex; flex-wrap: wrap; gap: 4px 16px; margin: 0; font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700); }
.cc-choice__description { margin: 0; font-size: var(--sl-font-size-small); }
.cc-child-schedule[data-layout='mobile'] .cc-choice { padding: 12px; }
`;
