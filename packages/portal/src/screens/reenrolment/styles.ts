/** The re-enrolment's own pieces (choice rows, contact sections), in px like the adopted Shoelace theme. */
export const reEnrolmentCss = `
.cc-reenrol-step { display: grid; gap: 16px; }
.cc-reenrol-step h2 { margin: 0; font-size: var(--sl-font-size-x-large); font-weight: var(--sl-font-weight-semibold); }
.cc-reenrol-step h3 { margin: 0 0 4px; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.cc-reenrol-step p { margin: 0; }
.cc-reenrol-muted { color: var(--sl-color-neutral-700); font-size: var(--sl-font-size-small); }
.cc-reenrol-warning { display: block; color: var(--sl-color-warning-800); font-size: var(--sl-font-size-small); }
.cc-reenrol-choices { border: 0; margin: 0; padding: 0; display: grid; gap: 8px; }
.cc-reenrol-choice { display: flex; align-items: flex-start; gap: 12px; padding: 12px; min-height: 44px; box-sizing: border-box;
  border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-medium); background: var(--sl-color-neutral-0); }
.cc-reenrol-choice[data-disabled] { background: var(--sl-color-neutral-100); }
.cc-reenrol-choice input[type='checkbox'] { width: 20px; height: 20px; margin: 2px 0 0; flex: none; accent-color: var(--sl-color-primary-600); }
.cc-reenrol-choice label { display: grid; gap: 2px; flex: 1; cursor: pointer; }
.cc-reenrol-choice__name { font-weight: var(--sl-font-weight-semibold); }
.cc-reenrol-link { background: none; border: 0; padding: 4px; color: var(--sl-color-primary-700); text-decoration: underline;
  font: inherit; font-size: var(--sl-font-size-small); cursor: pointer; min-height: 24px; }
.cc-reenrol-accordion { border: 1px solid var(--sl-color-neutral-300); border-radius: var(--sl-border-radius-large); padding: 0 16px 16px; }
.cc-reenrol-accordion > summary { padding: 16px 0; font-weight: var(--sl-font-weight-semibold); font-size: var(--sl-font-size-large); cursor: pointer; }
.cc-reenrol-contact-group { display: grid; gap: 8px; margin-bottom: 16px; }
.cc-reenrol-contact { display: grid; gap: 8px; }
.cc-reenrol-contact__details { display: grid; gap: 8px; min-width: 0; padding: 0 0 8px 44px; }
.cc-reenrol-relationship select { width: 100%; max-width: 100%; box-sizing: border-box; }
.cc-reenrol-permissions { border: 0; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 6px 16px; }
.cc-reenrol-check { display: flex; align-items: center; gap: 8px; min-height: 32px; }
.cc-reenrol-check input { width: 18px; height: 18px; margin: 0; accent-color: var(--sl-color-primary-600); }
.cc-reenrol-dialog-fields, .cc-child-dialog-fields { display: grid; gap: 16px; }
.cc-reenrol-review-child + .cc-reenrol-review-child { margin-top: 16px; padding-top: 16px; border-top: 1px solid var(--sl-color-neutral-200); }
.cc-reenrol .cc-field-error { margin: 4px 0 0; color: var(--sl-color-danger-700); font-size: var(--sl-font-size-small); }
@media (max-width: 767px) {
  .cc-reenrol-contact__details { padding-left: 0; }
  .cc-reenrol-accordion { padding: 0 12px 12px; }
}
`;
