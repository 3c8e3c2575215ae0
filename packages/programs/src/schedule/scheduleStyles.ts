// Styles of the schedule parts, in px and Shoelace tokens like the adopted theme. Rendered in a <style> inside the
// shadow root by each part, since a step can show the selector or the summary alone.
export const scheduleCss = `
.cc-schedule { display: flex; flex-direction: column; gap: 16px; }
.cc-schedule__field { display: flex; flex-direction: column; gap: 4px; max-width: 280px; }
.cc-schedule label, .cc-schedule__label { margin: 0; font-weight: var(--sl-font-weight-semibold);
  font-size: var(--sl-font-size-medium); }
.cc-schedule input[readonly] { background: var(--sl-color-neutral-100); }
.cc-schedule input[aria-invalid='true'] { border-color: var(--sl-color-danger-600); }
.cc-schedule input:focus-visible, .cc-schedule__day:focus-visible { outline: var(--sl-focus-ring); outline-offset: 2px; }
.cc-schedule__hint { margin: 0; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700); }
.cc-schedule__days { display: flex; flex-direction: column; gap: 8px; }
.cc-schedule__week-label { margin: 8px 0 0; font-size: var(--sl-font-size-small); font-weight: var(--sl-font-weight-semibold); }
.cc-schedule__day-list { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 8px; }
.cc-schedule__day-list[data-mobile] { gap: 4px; }
.cc-schedule__day-cell { display: flex; flex-direction: column; align-items: stretch; gap: 4px; text-align: center; }
.cc-schedule__day { min-height: 44px; padding: 8px 4px; font-weight: var(--sl-font-weight-semibold);
  font: inherit; border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-0); color: var(--sl-color-neutral-900); cursor: pointer; }
.cc-schedule__day[aria-pressed='true'] { background: var(--sl-color-primary-600); border-color: var(--sl-color-primary-600);
  color: var(--sl-color-neutral-0); }
.cc-schedule__day:disabled { cursor: not-allowed; background: var(--sl-color-neutral-100); color: var(--sl-color-neutral-600); }
.cc-schedule__day-hint { font-size: var(--sl-font-size-x-small); color: var(--sl-color-neutral-700); }
/* Five columns on a phone leave ~50px a day: "Low Availability" breaks inside the word rather than overlapping. */
.cc-schedule__day-list[data-mobile] .cc-schedule__day-hint { line-height: 1.2; hyphens: auto; -webkit-hyphens: auto;
  overflow-wrap: anywhere; }
.cc-schedule__day-hint[data-availability='low-availability'] { color: var(--sl-color-warning-800);
  font-weight: var(--sl-font-weight-semibold); }
.cc-schedule .cc-field-error { margin: 4px 0 0; font-size: var(--sl-font-size-small); color: var(--sl-color-danger-700); }
`;
