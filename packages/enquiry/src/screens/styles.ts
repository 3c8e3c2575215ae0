/** The landing page's list of centres; the screen itself is @cc/ui's ScreenFrame. */
export const landingCss = `
.cc-screen__centres { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; width: 100%; }
.cc-screen__centre { padding: 12px 16px; border: 1px solid var(--sl-color-neutral-200);
  border-radius: var(--sl-border-radius-large); text-align: left; }
.cc-screen__centre-name { display: block; font-weight: var(--sl-font-weight-semibold); }
.cc-screen__centre-place { display: block; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-600); }
`;
