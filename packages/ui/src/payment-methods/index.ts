// A subpath of its own: only the payment screens (offer, re-enrolment) load the method list.
export {
  PaymentMethodList,
  isBankMethodType,
  paymentMethodListCss,
  type ListedPaymentMethod,
} from './PaymentMethodList';
