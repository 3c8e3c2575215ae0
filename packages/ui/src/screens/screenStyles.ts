/** The full-screen states every flow shows (landing, outcome, error), in px like the adopted Shoelace theme. */
export const screenCss = `
.cc-screen { display: flex; flex-direction: column; align-items: center; gap: 16px; margin: 0 auto; padding: 32px 16px;
  max-width: 640px; text-align: center; }
.cc-screen__icon { width: 56px; height: 56px; flex: none; }
.cc-screen__title { margin: 0; font-size: var(--sl-font-size-x-large); font-weight: var(--sl-font-weight-semibold);
  line-height: var(--sl-line-height-dense); }
.cc-screen__title:focus { outline: none; }
.cc-screen__body { margin: 0; font-size: var(--sl-font-size-medium); color: var(--sl-color-neutral-700); }
.cc-screen__details { margin: 0; padding: 0; list-style: none; font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-700); }
.cc-screen__actions { display: flex; justify-content: center; width: 100%; margin-top: 8px; }
.cc-screen[data-layout='mobile'] { padding: 24px 12px; }
.cc-screen[data-layout='mobile'] .cc-screen__actions sl-button { width: 100%; }
`;
