// Styles of the programs step, in px and Shoelace tokens like the adopted theme. Rendered in a <style> inside the
// shadow root by each page; the dialogs sit inside the page, so the same sheet reaches them.
export const programsCss = `
.cc-programs { display: flex; flex-direction: column; gap: 16px; }
.cc-programs__title { margin: 0; font-size: var(--sl-font-size-large); font-weight: var(--sl-font-weight-semibold); }
.cc-programs__intro { margin: 0; color: var(--sl-color-neutral-700); }
.cc-programs__status { display: flex; align-items: center; gap: 8px; color: var(--sl-color-neutral-700); }
.cc-programs__flex-link { align-self: flex-start; }
.cc-programs__child-summary { display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
.cc-programs__child-summary strong { font-weight: var(--sl-font-weight-semibold); }
.cc-programs__count { font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); }
.cc-programs__care-type { margin: 0 0 8px; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.cc-programs__care-group + .cc-programs__care-group { margin-top: 16px; }
.cc-programs__cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px;
  list-style: none; margin: 0; padding: 0; }
.cc-programs[data-layout='mobile'] .cc-programs__cards { grid-template-columns: 1fr; }
.cc-programs__card { width: 100%; height: 100%; }
/* Beats the wizard's box-sizing: inherit, which inherits content-box through sl-details' shadow root. */
.cc-programs .cc-programs__card { box-sizing: border-box; }
.cc-programs__card[data-chosen='true']::part(base) { border-color: var(--sl-color-primary-600); }
.cc-programs__card--mobile { display: flex; flex-direction: column; gap: 4px; padding: 12px;
  border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0); }
.cc-programs__card--mobile[data-chosen='true'] { border-color: var(--sl-color-primary-600); }
.cc-programs__card-check::part(label) { font-weight: var(--sl-font-weight-semibold); }
.cc-programs__card-body { padding-left: 28px; }
.cc-programs__card-head { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
.cc-programs__card-name { margin: 0; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.cc-programs__badges { display: inline-flex; flex-wrap: wrap; gap: 4px; }
/* No badge: no empty line above the phone card's details. */
.cc-programs__badges:empty { display: none; }
.cc-programs__card-meta { margin: 4px 0 0; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700); }
.cc-programs__card-schedules { margin: 8px 0 0; padding-left: 18px; font-size: var(--sl-font-size-small); }
.cc-programs__card-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-top: 12px; }
.cc-programs__clear { align-self: flex-start; }
.cc-programs__groups { border: 0; margin: 0; padding: 0; display: grid; gap: 12px; }
.cc-programs__groups legend { padding: 0; margin-bottom: 8px; font-weight: var(--sl-font-weight-semibold); }
.cc-programs__group { padding: 12px 16px; border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-large); }
.cc-programs__group[data-checked='true'] { border-color: var(--sl-color-primary-600); background: var(--sl-color-primary-50); }
.cc-programs__group-meta { display: block; margin-top: 2px; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700);
  font-weight: var(--sl-font-weight-normal); }
.cc-programs__summaries { display: flex; flex-direction: column; gap: 16px; }
.cc-programs__modal { --width: 720px; }
.cc-programs[data-layout='mobile'] .cc-programs__modal { --width: 100vw; }
.cc-programs__description { margin-top: 0; }
.cc-programs__details { width: 100%; border-collapse: collapse; margin-bottom: 16px; font-size: var(--sl-font-size-small); }
.cc-programs__details th, .cc-programs__details td { padding: 6px 8px; border-bottom: 1px solid var(--sl-color-neutral-200); text-align: left; }
.cc-programs__details th { width: 40%; font-weight: var(--sl-font-weight-semibold); }
.cc-programs__children { border: 0; margin: 0 0 16px; padding: 0; }
.cc-programs__children legend { padding: 0; margin-bottom: 8px; font-weight: var(--sl-font-weight-semibold); }
.cc-programs__child-list { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 8px; }
.cc-programs__child-card { padding: 8px 12px; border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-large); }
.cc-programs__child { display: inline-flex; align-items: center; gap: 8px; }
.cc-programs__avatar { display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px; flex: none;
  border-radius: 50%; background: var(--sl-color-primary-600); color: var(--sl-color-neutral-0); font-weight: var(--sl-font-weight-semibold); }
.cc-programs__child-text { display: flex; flex-direction: column; }
.cc-programs__child-name { font-weight: var(--sl-font-weight-semibold); }
.cc-programs__child-meta { font-size: var(--sl-font-size-x-small); color: var(--sl-color-neutral-700); }
.cc-programs__different { display: block; margin-bottom: 16px; }
.cc-programs__schedules { display: flex; flex-direction: column; gap: 16px; }
.cc-programs__schedule { padding: 12px; border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); }
.cc-programs__schedule-heading { margin: 0 0 12px; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.cc-programs__schedule-actions { display: flex; align-items: center; gap: 12px; margin-top: 12px; }
.cc-programs__saved { font-size: var(--sl-font-size-small); color: var(--sl-color-success-700); }
.cc-programs__dialog-actions { display: flex; justify-content: flex-end; gap: 8px; }
.cc-field-error { margin: 4px 0 0; font-size: var(--sl-font-size-small); color: var(--sl-color-danger-700); }
`;
