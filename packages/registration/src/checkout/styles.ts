/** The checkout's layout: the header, the children and their programs, the fees, the card and the button. */
export const checkoutCss = `
.cc-reg-checkout { display: grid; gap: 20px; max-width: 720px; margin: 0 auto; padding: 16px; }
.cc-reg-checkout h2 { margin: 0; font-size: var(--sl-font-size-x-large); }
.cc-reg-checkout h3 { margin: 0 0 4px; font-size: var(--sl-font-size-medium); font-weight: var(--sl-font-weight-semibold); }
.cc-reg-checkout p { margin: 0; }
.cc-reg-checkout__head { display: grid; gap: 4px; }
.cc-reg-checkout-notice { display: grid; gap: 8px; justify-items: center; text-align: center; padding: 16px;
  border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large); }
.cc-reg-checkout-notice .cc-screen__icon { width: 48px; height: 48px; }
.cc-reg-checkout-children { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
.cc-reg-checkout-children > li { padding: 12px 16px; border: 1px solid var(--sl-color-neutral-300);
  border-radius: var(--sl-border-radius-large); background: var(--sl-color-neutral-0); }
.cc-reg-checkout-programs { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 12px; }
.cc-reg-checkout-programs > li { display: grid; gap: 2px; }
.cc-reg-checkout-form { display: grid; gap: 16px; }
.cc-reg-checkout-payment { display: grid; gap: 12px; }
.cc-reg-fees { margin: 0; display: grid; gap: 4px; }
.cc-reg-fees > div { display: flex; justify-content: space-between; gap: 12px; }
.cc-reg-fees dt, .cc-reg-fees dd { margin: 0; }
.cc-reg-fees__total { font-weight: var(--sl-font-weight-semibold); border-top: 1px solid var(--sl-color-neutral-200); padding-top: 4px; }
.cc-reg-card-ready { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.cc-payment__frame { display: block; min-height: 120px; }
.cc-reg-terms { display: flex; align-items: flex-start; gap: 10px; min-height: 44px; }
.cc-reg-terms input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; accent-color: var(--sl-color-primary-600); }
@media (max-width: 767px) { .cc-reg-checkout { padding: 8px; } .cc-reg-checkout sl-button[size='large'] { width: 100%; } }
`;
