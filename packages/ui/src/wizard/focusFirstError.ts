// After a failed Next the spec scrolls to the first error. We also move the focus there, to the control the
// message belongs to, so keyboard and screen-reader users land on what needs fixing.

/** Shoelace controls that take focus themselves (their focusable part is inside their own shadow root). */
const SHOELACE_CONTROLS = 'sl-input, sl-select, sl-radio-group, sl-checkbox, sl-switch, sl-textarea, sl-radio';
const NATIVE_CONTROLS = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

function controlFor(error: HTMLElement): HTMLElement {
  const shoelace = error.closest<HTMLElement>(SHOELACE_CONTROLS);
  if (shoelace) return shoelace;
  const field = error.closest<HTMLElement>('.cc-field, [data-field]');
  const native = field?.querySelector<HTMLElement>(`${NATIVE_CONTROLS}, ${SHOELACE_CONTROLS}`);
  if (native) return native;
  // A page-level message (e.g. "Please select at least one program for Ava"): focus the message itself.
  if (!error.hasAttribute('tabindex')) error.setAttribute('tabindex', '-1');
  return error;
}

/** Scrolls to and focuses the first `[data-field-error]` under root; returns whether there was one. */
export function focusFirstError(root: ParentNode): boolean {
  const error = root.querySelector<HTMLElement>('[data-field-error]');
  if (!error) return false;
  const control: HTMLElement & { updateComplete?: Promise<unknown> } = controlFor(error);
  error.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  // A Shoelace control focuses its inner part, which exists once it has rendered.
  void Promise.resolve(control.updateComplete).then(() => {
    if (control.isConnected) control.focus({ preventScroll: true });
  });
  return true;
}
