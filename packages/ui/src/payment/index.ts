// @cc/ui/payment: paying an offer's fee (the offer page, the portal's re-enrolment). A subpath of its own, kept out of
// the main entry so the shared runtime never carries it. What a page needs before the family acts (the hooks, the
// payment type choice, the texts and styles) is exported as is; the dialogs and the provider's frames, with Shoelace's
// dialog, load when first shown: render them inside <Suspense>.
import { lazy, type ComponentType } from 'react';

const later = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })));

export type { PayableOffer, PaymentChallenge, PaymentProviderFields, PaymentSessionInfo } from './types';
export { paymentWidgetMessages } from './messages';
export { promoMessages } from '../i18n/validation/promo.messages';
export { paymentTexts } from '../i18n/validation/payment.messages';
export { paymentCss } from './styles';
export {
  PaymentTypeChoice,
  acceptedPaymentTypes,
  paymentTypeOf,
  type PaymentTypeChoiceProps,
} from './PaymentTypeChoice';
export { NoProvider } from './NoProvider';
export { SavedMethod, type SavedMethodProps } from './SavedMethod';
export { usePaymentSessionExpired } from './usePaymentSession';
export { usePaymentSessionExpiry } from './usePaymentSessionExpiry';
export { useSaveMethod, type SavedPaymentMethod } from './useSaveMethod';
export { usePayOffer, type PayOutcome } from './usePayOffer';
// The operations, for mocks at the GraphQL boundary in the flows' tests.
export {
  OfferPaymentSessionDocument,
  PayOfferFeeDocument,
  ReportOfferPaymentDocument,
  SetOfferPaymentTokenDocument,
} from './payment.graphql.generated';

export type { FrameMessage, PostToFrame } from './ProviderFrame';
export type { ConfirmPaymentProps } from './ConfirmPayment';
export type { PaymentMethodEntryProps } from './PaymentMethodEntry';
export type { PaymentMethodDialogProps } from './PaymentMethodDialog';
export type { SessionExpiredDialogProps } from './SessionExpiredDialog';
export type { PayOfferDialogProps } from './PayOfferDialog';
export type { PromoCodeDialogProps } from './PromoCodeDialog';

/** The provider's page (card fields, bank fields, the bank's confirmation step) in its light-DOM frame. */
export const ProviderFrame = /* @__PURE__ */ later(() => import('./ProviderFrame').then((m) => m.ProviderFrame));
export const CardEntry = /* @__PURE__ */ later(() => import('./CardEntry').then((m) => m.CardEntry));
export const BankEntry = /* @__PURE__ */ later(() => import('./BankEntry').then((m) => m.BankEntry));
/** The card or bank entry, without a dialog around it. */
export const PaymentMethodEntry = /* @__PURE__ */ later(() =>
  import('./PaymentMethodEntry').then((m) => m.PaymentMethodEntry),
);
/** The card dialog and the "Bank Account Details" dialog. */
export const PaymentMethodDialog = /* @__PURE__ */ later(() =>
  import('./PaymentMethodDialog').then((m) => m.PaymentMethodDialog),
);
/** The bank's confirmation step (3-D Secure) of a charge. */
export const ConfirmPayment = /* @__PURE__ */ later(() => import('./ConfirmPayment').then((m) => m.ConfirmPayment));
/** "Session Expired Due to Inactivity", with Reload. */
export const SessionExpiredDialog = /* @__PURE__ */ later(() =>
  import('./SessionExpiredDialog').then((m) => m.SessionExpiredDialog),
);
/** Pays an offer's fee in a dialog: choose, add and charge a method (the portal's re-enrolment). */
export const PayOfferDialog = /* @__PURE__ */ later(() => import('./PayOfferDialog').then((m) => m.PayOfferDialog));
/** "Enter Promo Code": the flow applies the code with its own mutation. */
export const PromoCodeDialog = /* @__PURE__ */ later(() => import('./PromoCodeDialog').then((m) => m.PromoCodeDialog));
