// The method a fee is charged to, as the payment method list shows it: type icon, "ending in", default and auto-pay.
import { PaymentMethodList } from '../payment-methods/PaymentMethodList';

export interface SavedMethodProps {
  method: { paymentToken: string; methodType: string; lastFour: string; isAutoPay: boolean };
}

export function SavedMethod({ method }: SavedMethodProps) {
  return (
    <PaymentMethodList
      methods={[
        {
          id: method.paymentToken,
          methodType: method.methodType,
          lastFour: method.lastFour,
          isPrimary: true,
          isAutoPay: method.isAutoPay,
        },
      ]}
    />
  );
}
