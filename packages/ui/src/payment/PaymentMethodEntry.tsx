// The content of the card dialog and the "Bank Account Details" dialog (document 2, section 2): the provider's page
// in its frame, and for a bank account the debit consent. The offer page shows it in PaymentMethodDialog, the portal's
// PayOfferDialog in its own dialog.
import type { PaymentType } from '@cc/core';
import { BankEntry } from './BankEntry';
import { CardEntry } from './CardEntry';
import type { PayableOffer } from './types';

export interface PaymentMethodEntryProps {
  type: PaymentType;
  offer: PayableOffer;
  linkCode: string;
  saving: boolean;
  /** A bank account is saved with the holder's debit consent (true); a card without. */
  onSave(token: string, debitConsent?: boolean): Promise<void>;
}

export function PaymentMethodEntry({ type, offer, linkCode, saving, onSave }: PaymentMethodEntryProps) {
  return type === 'credit-card' ? (
    <CardEntry offer={offer} saving={saving} onSave={(token) => void onSave(token)} />
  ) : (
    <BankEntry offer={offer} linkCode={linkCode} saving={saving} onSave={(token) => onSave(token, true)} />
  );
}
