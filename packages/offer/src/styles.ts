import { paymentCss } from '@cc/ui/payment';
import { paymentMethodListCss } from '@cc/ui/payment-methods';

/** The offer's own layout (the page, its boxes, the print view), in px like the adopted Shoelace theme. */
export const offerCss = `${paymentMethodListCss}${paymentCss}
.cc-offer { display: block; }
.cc-offer__page, .cc-offer__print { display: grid; gap: 20px; padding: 16px; max-width: 768px; margin: 0 auto; }
.cc-offer__head p { margin: 8px 0 0; }
.cc-offer__title { margin: 0; font-size: var(--sl-font-size-x-large); line-height: 1.25; }
.cc-offer__expiry { font-weight: var(--sl-font-weight-semibold); }
.cc-offer__muted { margin: 2px 0 0; color: var(--sl-color-neutral-700); }
.cc-offer__children { display: grid; gap: 16px; }
.cc-offer__child, .cc-offer__box { border: 1px solid var(--sl-color-neutral-200); border-radius: var(--sl-border-radius-large);
  padding: 16px; background: var(--sl-color-neutral-0); }
.cc-offer__child-name, .cc-offer__box h3 { margin: 0; font-size: var(--sl-font-size-large); }
.cc-offer__program { margin-top: 12px; padding-top: 12px; border-top: 1px solid var(--sl-color-neutral-200); }
.cc-offer__program-name { margin: 0; font-size: var(--sl-font-size-medium); }
.cc-offer__pairs { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 8px 0 0; }
.cc-offer__pairs dt { color: var(--sl-color-neutral-700); }
.cc-offer__pairs dd { margin: 0; }
.cc-offer__costs { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); }
.cc-offer__total { display: flex; justify-content: space-between; gap: 12px; margin: 8px 0 0; }
.cc-offer__answer { display: grid; gap: 12px; }
.cc-offer__actions { display: flex; flex-wrap: wrap; gap: 12px; }
.cc-offer__hints { margin: 0; padding-left: 20px; color: var(--sl-color-neutral-700); font-size: var(--sl-font-size-small); }
.cc-offer__dialog-actions { display: flex; flex-wrap: wrap; gap: 8px; justify-content: flex-end; }
.cc-offer__week { display: block; }
.cc-offer .cc-screen .cc-offer__receipt { text-align: start; width: 100%; max-width: 560px; margin: 0 auto; }
.cc-offer__reference { overflow-wrap: anywhere; }
[data-testid='offer-add-method'] { margin-top: 12px; }
.cc-offer .cc-screen .cc-offer__children { text-align: start; width: 100%; max-width: 560px; margin: 0 auto; }
.cc-offer .cc-screen__actions { display: flex; flex-wrap: wrap; gap: 12px; justify-content: center; }
.cc-offer__part { margin: 0; font-weight: var(--sl-font-weight-semibold); }
.cc-offer__answer > sl-button[variant='text'], .cc-offer__promo { justify-self: start; }
@media (max-width: 767px) {
  .cc-offer__page, .cc-offer__print { padding: 8px; }
  .cc-offer__actions sl-button { flex: 1 1 100%; }
  .cc-offer__pairs { grid-template-columns: 1fr; gap: 0; }
  .cc-offer__pairs dd { margin-bottom: 6px; }
}
@media print {
  .cc-offer__print { max-width: none; padding: 0; color: #000; }
  .cc-offer__child, .cc-offer__box { break-inside: avoid; border-color: #999; }
  .cc-offer__muted, .cc-offer__pairs dt { color: #333; }
}
`;
