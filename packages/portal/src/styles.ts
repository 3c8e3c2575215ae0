/** The portal's own layout (dashboard cards, sections, the decline form), in px like the adopted Shoelace theme. */
export const portalCss = `
.cc-portal { display: block; }
.cc-sign-in__form { display: grid; gap: 16px; width: 100%; max-width: 420px; margin: 0 auto; text-align: start; }
.cc-sign-in__more { display: grid; gap: 8px; justify-items: center; margin-top: 16px; }
.cc-sign-in__countdown { margin: 0; color: var(--sl-color-neutral-700); font-size: var(--sl-font-size-small); }
.cc-dashboard { display: grid; gap: 24px; padding: 16px; max-width: 960px; margin: 0 auto; }
.cc-dashboard__head { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; }
.cc-dashboard__title { margin: 0; font-size: var(--sl-font-size-x-large); }
.cc-dashboard__who { margin: 4px 0 0; color: var(--sl-color-neutral-700); }
.cc-dashboard__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.cc-dashboard__section h3 { margin: 0 0 12px; font-size: var(--sl-font-size-large); }
.cc-dashboard__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.cc-app-card { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large);
  padding: 16px; background: var(--sl-color-neutral-0); }
.cc-app-card__centre { margin: 0; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.cc-app-card__date { margin: 2px 0 12px; color: var(--sl-color-neutral-700); font-size: var(--sl-font-size-small); }
.cc-app-card__child { margin: 8px 0 0; font-weight: var(--sl-font-weight-semibold); }
.cc-app-card__programs { list-style: none; margin: 4px 0 0; padding: 0; display: grid; gap: 4px; }
.cc-app-card__program { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; justify-content: space-between; }
.cc-status { font-size: var(--sl-font-size-small); font-weight: var(--sl-font-weight-semibold);
  color: var(--sl-color-neutral-800); }
.cc-status[data-tone='danger'] { color: var(--sl-color-danger-700); }
.cc-skeleton { display: grid; gap: 12px; }
.cc-decline__form { display: grid; gap: 16px; width: 100%; max-width: 480px; margin: 0 auto; text-align: start; }
/* Reasons are sentences: one per line reads better than a wrapped row. */
.cc-decline__form sl-radio-group.cc-field::part(form-control-input) { flex-direction: column; gap: 8px; }
.cc-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.cc-skeleton__card { display: grid; gap: 10px; padding: 16px; border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large); }
.cc-skeleton__bar { height: 14px; border-radius: var(--sl-border-radius-medium); background: var(--sl-color-neutral-200);
  animation: cc-pulse 1.5s ease-in-out infinite; }
.cc-skeleton__bar[data-size='title'] { height: 24px; width: 40%; }
.cc-skeleton__bar[data-size='short'] { width: 60%; }
@keyframes cc-pulse { 50% { opacity: 0.5; } }
@media (prefers-reduced-motion: reduce) { .cc-skeleton__bar { animation: none; } }
@media (max-width: 767px) {
  .cc-dashboard { padding: 8px; }
  .cc-dashboard__actions sl-button { flex: 1 1 auto; }
}
`;
