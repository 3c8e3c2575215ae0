/** The notice's look, in px like the adopted Shoelace theme; the text keeps the variant's dark shade for contrast. */
export const noticeCss = `
.cc-notice { display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; flex-wrap: wrap;
  margin: 0 0 16px; padding: 12px 16px; border-radius: var(--sl-border-radius-medium);
  border: 1px solid var(--sl-color-primary-200); background: var(--sl-color-primary-50); }
.cc-notice[data-variant='success'] { border-color: var(--sl-color-success-300); background: var(--sl-color-success-50); }
.cc-notice[data-variant='danger'] { border-color: var(--sl-color-danger-300); background: var(--sl-color-danger-50); }
.cc-notice[data-variant='warning'] { border-color: var(--sl-color-warning-300); background: var(--sl-color-warning-50); }
.cc-notice p { margin: 0; }
.cc-notice ul { margin: 4px 0 0; padding-left: 20px; }
.cc-notice .cc-field-error { color: inherit; font-size: inherit; }
.cc-notice__body { flex: 1 1 240px; min-width: 0; }
`;
