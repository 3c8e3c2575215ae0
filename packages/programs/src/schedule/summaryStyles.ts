// Styles of the schedule summary table, in px and Shoelace tokens like the adopted theme.
export const summaryCss = `
.cc-summary { display: flex; flex-direction: column; gap: 8px; }
.cc-summary table { width: 100%; border-collapse: collapse; font-size: var(--sl-font-size-small); }
/* Fixed columns: every child's table puts Monday to Friday in the same places, so they line up down the page. */
.cc-summary table { table-layout: fixed; }
.cc-summary thead th:first-child { width: 30%; }
.cc-summary caption { text-align: left; font-weight: var(--sl-font-weight-semibold); font-size: var(--sl-font-size-medium);
  padding-bottom: 8px; }
.cc-summary th, .cc-summary td { padding: 8px 4px; border-bottom: 1px solid var(--sl-color-neutral-200); text-align: center;
  vertical-align: top; }
.cc-summary th[scope='row'], .cc-summary thead th:first-child { text-align: left; }
.cc-summary abbr { text-decoration: none; }
.cc-summary__tick { display: block; color: var(--sl-color-success-700); font-weight: var(--sl-font-weight-bold); }
.cc-summary__estimate { display: block; font-variant-numeric: tabular-nums; color: var(--sl-color-neutral-700); }
.cc-summary__week { font-weight: var(--sl-font-weight-normal); color: var(--sl-color-neutral-700); }
.cc-summary td.cc-summary__casual { text-align: left; }
.cc-summary tfoot th, .cc-summary tfoot td { font-weight: var(--sl-font-weight-semibold); border-bottom: none; }
.cc-summary tfoot td { text-align: right; }
.cc-summary[data-mobile] table { font-size: var(--sl-font-size-x-small); }
.cc-summary[data-mobile] th, .cc-summary[data-mobile] td { padding: 6px 2px; }
.cc-summary__tip { margin: 0; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700); }
`;
