/** The wizard's own pieces (choice rows, program cards, badges, the review), in px like the adopted Shoelace theme. */
export const registrationWizardCss = `
.cc-reg-step { display: grid; gap: 16px; }
.cc-reg-step h2 { margin: 0; font-size: var(--sl-font-size-x-large); font-weight: var(--sl-font-weight-semibold); }
.cc-reg-step h3 { margin: 0 0 4px; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.cc-reg-step p { margin: 0; }
.cc-reg-muted { color: var(--sl-color-neutral-700); font-size: var(--sl-font-size-small); }
.cc-reg-hint { color: var(--sl-color-neutral-800); font-weight: var(--sl-font-weight-semibold); }
.cc-reg-choices { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
.cc-reg-choices > legend { padding: 0; margin-bottom: 8px; font-weight: var(--sl-font-weight-semibold); }
.cc-reg-choice { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; padding: 12px; min-height: 44px;
  box-sizing: border-box; border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-medium);
  background: var(--sl-color-neutral-0); }
.cc-reg-choice input[type='checkbox'] { width: 20px; height: 20px; margin: 2px 0 0; flex: none; accent-color: var(--sl-color-primary-600); }
.cc-reg-choice label { display: grid; gap: 2px; flex: 1; min-width: 0; cursor: pointer; }
.cc-reg-choice__name { font-weight: var(--sl-font-weight-semibold); }
.cc-reg-choice__actions { display: flex; gap: 8px; flex-wrap: wrap; padding-left: 32px; }
.cc-reg-program__details { display: grid; gap: 4px; }
.cc-reg-badges { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 4px; }
.cc-reg-badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: var(--sl-font-size-x-small);
  font-weight: var(--sl-font-weight-semibold); background: var(--sl-color-primary-100); color: var(--sl-color-primary-800); }
.cc-reg-badge[data-tone='success'] { background: var(--sl-color-success-100); color: var(--sl-color-success-800); }
.cc-reg-badge[data-tone='warning'] { background: var(--sl-color-warning-100); color: var(--sl-color-warning-800); }
.cc-reg-link { background: none; border: 0; padding: 4px; color: var(--sl-color-primary-700); text-decoration: underline;
  font: inherit; font-size: var(--sl-font-size-small); cursor: pointer; min-height: 24px; }
.cc-reg-review-block { display: grid; gap: 4px; padding-top: 12px; border-top: 1px solid var(--sl-color-neutral-200); }
.cc-reg-review-programs { list-style: none; margin: 4px 0 0; padding: 0; display: grid; gap: 8px; }
.cc-reg-review-programs li { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; }
.cc-child-dialog-fields { display: grid; gap: 16px; }
.cc-field-error { margin: 4px 0 0; color: var(--sl-color-danger-700); font-size: var(--sl-font-size-small); }
`;
