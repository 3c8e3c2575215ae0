// The card dialog and the "Bank Account Details" dialog (document 2, section 2): the provider's page in its frame,
// and for a bank account the debit consent. Saving closes it; closing it keeps the method the offer had.
import { useIntl } from 'react-intl';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { paymentTexts } from '../i18n/validation/payment.messages';
import { PaymentMethodEntry, type PaymentMethodEntryProps } from './PaymentMethodEntry';

const own = (event: Event) => event.target === event.currentTarget;

export interface PaymentMethodDialogProps extends PaymentMethodEntryProps {
  onClose(): void;
}

export function PaymentMethodDialog({ onClose, ...entry }: PaymentMethodDialogProps) {
  const intl = useIntl();
  return (
    <SlDialog
      open
      data-testid="offer-method-dialog"
      className="cc-payment__method-dialog"
      label={intl.formatMessage(
        paymentTexts[entry.type === 'credit-card' ? 'payment-card-title' : 'payment-bank-title'],
      )}
      onSlRequestClose={(event) => {
        if (own(event)) onClose();
      }}
    >
      <PaymentMethodEntry {...entry} />
    </SlDialog>
  );
}
