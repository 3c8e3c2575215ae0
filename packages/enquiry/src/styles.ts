/** The flow shell's own layout (pages, children entries, alerts), in px like the adopted Shoelace theme. */
export const shellCss = `
.cc-enquiry-title { margin: 0 0 4px; font-size: var(--sl-font-size-large); font-weight: var(--sl-font-weight-semibold); }
.cc-enquiry-intro { margin: 0 0 20px; color: var(--sl-color-neutral-700); }
.cc-enquiry-hint { margin: -8px 0 16px; font-size: var(--sl-font-size-small); color: var(--sl-color-neutral-700); }
.cc-enquiry-section { margin-top: 32px; }
.cc-child-entry { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large);
  margin: 0 0 16px; padding: 12px 16px 0; min-width: 0; }
.cc-child-entry legend { padding: 0 4px; font-weight: var(--sl-font-weight-semibold); }
.cc-child-entry__actions { display: flex; justify-content: flex-end; margin: -8px 0 8px; }
.cc-nav-notice { margin: 16px 0 0; }
.cc-field-warning { margin: -8px 0 16px; font-size: var(--sl-font-size-small); color: var(--sl-color-warning-800); }
.cc-checking { display: flex; align-items: center; gap: 8px; margin: 0 0 16px; font-size: var(--sl-font-size-small);
  color: var(--sl-color-neutral-600); }
`;
