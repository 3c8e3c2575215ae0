/** The chrome's own layout, in px like the adopted Shoelace theme. */
export const chromeCss = `
.cc-wizard { box-sizing: border-box; margin: 0 auto; padding: 16px; width: 100%; max-width: 768px; }
.cc-wizard[data-size='large'] { max-width: 1320px; }
.cc-wizard *, .cc-wizard *::before, .cc-wizard *::after { box-sizing: inherit; }
.cc-wizard-page:focus { outline: none; }
.cc-wizard-page__of { margin: 0 0 4px; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); }
.cc-center-header { display: flex; align-items: center; justify-content: space-between; gap: 16px; margin-bottom: 24px; }
.cc-center-header__identity { display: flex; align-items: center; gap: 12px; min-width: 0; }
.cc-center-header__avatar { width: 48px; height: 48px; border-radius: 50%; object-fit: cover; flex: none; }
.cc-center-header__name { margin: 0; font-size: var(--sl-font-size-x-large); font-weight: var(--sl-font-weight-semibold);
  line-height: var(--sl-line-height-dense); }
.cc-powered-by { font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); }
.cc-powered-by::part(body) { padding: 8px 12px; }
.cc-step-indicator ol { display: flex; gap: 8px; list-style: none; margin: 0 0 24px; padding: 0; }
.cc-step-indicator li { flex: 1; padding-top: 8px; border-top: 4px solid var(--sl-color-neutral-200);
  font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700); }
.cc-step-indicator li[data-state='done'] { border-top-color: var(--sl-color-primary-300); }
.cc-step-indicator li[aria-current='step'] { border-top-color: var(--sl-color-primary-600);
  color: var(--sl-color-neutral-900); font-weight: var(--sl-font-weight-semibold); }
.cc-mobile-progress { display: flex; align-items: center; gap: 12px; margin-bottom: 16px; }
.cc-mobile-progress sl-progress-bar { flex: 1; --height: 8px; }
.cc-mobile-progress__counter { font-size: var(--sl-font-size-small); font-variant-numeric: tabular-nums; }
.cc-wizard-nav { display: flex; justify-content: space-between; gap: 12px; margin-top: 24px; }
.cc-wizard-nav__next { margin-left: auto; }
.cc-loading-screen { display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: 12px; min-height: 240px; font-size: var(--sl-font-size-large); }
.cc-loading-screen sl-spinner { font-size: 48px; --track-width: 4px; }
.cc-debug-panel { margin-top: 32px; padding: 12px; border: 1px dashed var(--sl-color-neutral-400);
  font-size: var(--sl-font-size-x-small); }
.cc-debug-panel pre { white-space: pre-wrap; word-break: break-word; margin: 4px 0 12px; }
.cc-debug-panel h2, .cc-debug-panel h3 { margin: 0; font-size: var(--sl-font-size-small); }
.cc-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
