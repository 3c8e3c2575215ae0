/**
 * The payment pieces' layout, in px like the adopted Shoelace theme. A flow that shows them adds it to its css (with
 * @cc/ui/payment-methods' paymentMethodListCss, which the saved method's list uses).
 */
export const paymentCss = `
.cc-payment__muted { margin: 2px 0 0; color: var(--sl-color-neutral-700); }
.cc-payment__due { margin: 0 0 12px; font-weight: var(--sl-font-weight-semibold); }
.cc-payment__method { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between; margin-top: 8px; }
.cc-payment__frame { margin-top: 8px; }
.cc-payment__types { border: 0; padding: 0; margin: 12px 0 0; display: flex; flex-wrap: wrap; gap: 8px 24px; }
.cc-payment__types legend { padding: 0; margin-bottom: 8px; font-weight: var(--sl-font-weight-semibold); }
.cc-payment__type { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; cursor: pointer; }
.cc-payment__type input { width: 20px; height: 20px; margin: 0; accent-color: var(--sl-color-primary-600); }
.cc-payment__subhead { margin: 16px 0 0; font-size: var(--sl-font-size-medium); }
.cc-payment__bank, .cc-payment__confirm { display: grid; gap: 12px; }
.cc-payment__bank > sl-button { justify-self: start; }
.cc-payment__method-dialog { --width: 560px; }
.cc-payment__invalid::part(form-control-help-text) { color: var(--sl-color-danger-700); }
/* The expired session cannot be dismissed, only reloaded. */
.cc-payment__session-expired::part(close-button) { display: none; }
`;
