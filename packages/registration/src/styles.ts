/** The registration's own layout (the email page, the wizard's choice rows, the checkout), in px like the theme. */
export const registrationCss = `
.cc-registration { display: block; }
.cc-sign-in__form { display: grid; gap: 16px; width: 100%; max-width: 420px; margin: 0 auto; text-align: start; }
.cc-sign-in__more { display: grid; gap: 8px; justify-items: center; margin-top: 16px; }
.cc-sign-in__countdown { margin: 0; color: var(--sl-color-neutral-700); font-size: var(--sl-font-size-small); }
.cc-reg-illustration { display: block; width: 160px; max-width: 60%; height: auto; margin: 0 auto 8px; }
.cc-reg-returning { margin: 0; color: var(--sl-color-primary-700); font-weight: var(--sl-font-weight-semibold); }
.cc-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;
