/** A review step (the enquiry's, the re-enrolment's) and the enquiry's confirmation dialog, in px like the adopted Shoelace theme. */
export const reviewCss = `
.cc-review { display: grid; gap: 24px; }
.cc-review h2, .cc-review h3, .cc-review h4 { margin: 0; line-height: var(--sl-line-height-dense); }
.cc-review h2 { font-size: var(--sl-font-size-x-large); font-weight: var(--sl-font-weight-semibold); }
.cc-review h3 { font-size: var(--sl-font-size-large); font-weight: var(--sl-font-weight-semibold); margin-bottom: 12px; }
.cc-review h4 { font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.cc-review p { margin: 0; }
.cc-review__intro { color: var(--sl-color-neutral-700); }
.cc-review__section { padding: 16px; border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); }
.cc-review__pairs { display: grid; grid-template-columns: minmax(120px, max-content) 1fr; gap: 6px 16px; margin: 0; }
.cc-review__pairs dt { color: var(--sl-color-neutral-600); }
.cc-review__pairs dd { margin: 0; overflow-wrap: anywhere; }
.cc-review[data-layout='mobile'] { gap: 16px; }
.cc-review[data-layout='mobile'] .cc-review__section { padding: 12px; }
.cc-review[data-layout='mobile'] .cc-review__pairs { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 4px 12px; }
.cc-review__child + .cc-review__child { margin-top: 16px; padding-top: 16px; border-top: 1px solid var(--sl-color-neutral-200); }
.cc-review__child h4 { margin-bottom: 8px; }
.cc-review__programs { list-style: none; margin: 12px 0 0; padding: 0; display: grid; gap: 12px; }
.cc-review__program { padding: 12px; background: var(--sl-color-neutral-50); border-radius: var(--sl-border-radius-medium); }
.cc-review__program-name { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-bottom: 8px;
  font-weight: var(--sl-font-weight-semibold); }
.cc-review__class { font-weight: var(--sl-font-weight-normal); color: var(--sl-color-neutral-600); }
.cc-review__status { display: flex; align-items: center; gap: 8px; color: var(--sl-color-neutral-700); }
.cc-review__error { padding: 12px 16px; border: 1px solid var(--sl-color-danger-300); border-left: 4px solid var(--sl-color-danger-600); border-radius: var(--sl-border-radius-medium); background: var(--sl-color-danger-50); color: var(--sl-color-danger-800); }
.cc-review__table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.cc-review__table th, .cc-review__table td { padding: 8px; text-align: left; border-bottom: 1px solid var(--sl-color-neutral-200); }
.cc-review__table thead th { font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); font-weight: var(--sl-font-weight-semibold); }
.cc-review__table .cc-review__amount { text-align: right; white-space: nowrap; }
.cc-review__table tfoot th, .cc-review__table tfoot td { font-weight: var(--sl-font-weight-semibold); border-bottom: none; }
.cc-review__items { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.cc-review__item { padding: 12px; background: var(--sl-color-neutral-50); border-radius: var(--sl-border-radius-medium); }
.cc-review__total { display: flex; justify-content: space-between; gap: 16px; margin-top: 12px;
  font-weight: var(--sl-font-weight-semibold); }
.cc-review__note { margin-top: 12px; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); }
.cc-confirm-dialog::part(footer) { display: flex; justify-content: flex-end; gap: 12px; }
/* The footer's gap spaces the buttons; Shoelace's own margin between slotted buttons would skew the phone column. */
.cc-confirm-dialog sl-button { margin: 0; }
.cc-confirm-dialog p { margin: 0; }
.cc-confirm-dialog[data-layout='mobile']::part(footer) { flex-direction: column-reverse; }
.cc-confirm-dialog[data-layout='mobile'] sl-button { width: 100%; }
`;
