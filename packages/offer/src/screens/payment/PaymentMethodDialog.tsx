// The card dialog and the "Bank Account Details" dialog (document 2, section 2): the provider's page in its frame,
// and for a bank account the debit consent. Saving closes it; closing it keeps the method the offer had.
import { useIntl } from 'react-intl';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import type { PaymentType } from '@cc/core';
import type { PageOffer } from '../offer/OfferPage';
import { BankEntry } from './BankEntry';
import { CardEntry } from './CardEntry';

const own = (event: Event) => event.target === event.currentTarget;

export function PaymentMethodDialog({
  type,
  offer,
  linkCode,
  saving,
  onSave,
  onClose,
}: {
  type: PaymentType;
  offer: PageOffer;
  linkCode: string;
  saving: boolean;
  onSave(token: string, debitConsent?: boolean): Promise<void>;
  onClose(): void;
}) {
  const intl = useIntl();
  return (
    <SlDialog
      open
      data-testid="offer-method-dialog"
      className="cc-offer__method-dialog"
      label={intl.formatMessage({ id: type === 'credit-card' ? 'payment-card-title' : 'payment-bank-title' })}
      onSlRequestClose={(event) => {
        if (own(event)) onClose();
      }}
    >
      {type === 'credit-card' ? (
        <CardEntry offer={offer} saving={saving} onSave={(token) => void onSave(token)} />
      ) : (
        <BankEntry offer={offer} linkCode={linkCode} saving={saving} onSave={(token) => onSave(token, true)} />
      )}
    </SlDialog>
  );
}
