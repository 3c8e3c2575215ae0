import type { Generated } from 'kysely';
import type { BillingCycleFrequency, PromoKind } from '@cc/core';
import type { NullableDateColumn } from '../program/program.table';

/** The payment method a family added to an offer: its provider's token, never the number. */
export interface OfferPaymentMethodTable {
  application_offer_id: string;
  processor: string;
  token: string;
  method_type: string;
  brand: string;
  last_four: string;
  updated_at: Date;
  /** When the account holder consented to the debit (bank accounts); null for a card. */
  debit_consent_at: Date | null;
  /** A bank account with debit consent pays the centre's bills automatically. */
  is_auto_pay: Generated<boolean>;
}

/** pending: a bank debit not yet settled; requires_action: waiting for the card's bank to confirm (3-D Secure). */
export type ChargeStatus = 'succeeded' | 'failed' | 'pending' | 'requires_action';

/** Every charge made for an offer's fee, failed ones included (document 2: amount, date, reference, service fee). */
export interface OfferChargeTable {
  id: Generated<string>;
  application_offer_id: string;
  processor: string;
  amount_cents: number;
  currency: string;
  status: ChargeStatus;
  reference: string | null;
  failure_code: string | null;
  service_fee_cents: Generated<number>;
  last_four: string;
  created_at: Date;
  method_type: Generated<string>;
  /** When a pending or confirmed charge reached its final outcome. */
  settled_at: Date | null;
}

/** A provider's webhook event, kept once: a replay of it changes nothing. */
export interface PaymentWebhookEventTable {
  event_id: string;
  processor: string;
  reference: string;
  outcome: string;
  received_at: Date;
}

/** A business's promo code: a percentage or a fixed amount off an offer's fees due now. */
export interface PromoCodeTable {
  id: Generated<string>;
  business_id: string;
  code: string;
  name: string;
  kind: PromoKind;
  value: number;
  expiry_date: NullableDateColumn;
  max_uses: number | null;
  uses: Generated<number>;
  created_at: Date;
}

/** The promo code applied to an offer (one at a time). */
export interface OfferPromoTable {
  application_offer_id: string;
  promo_code_id: string;
  /** The offer holds one of the code's uses: counted when the family pays, given back when that payment fails. */
  use_counted: Generated<boolean>;
  created_at: Date;
}

/** A billing cycle a business offers families, for all its centres (center_id null) or one. */
export interface BillingCycleTemplateTable {
  id: Generated<string>;
  business_id: string;
  center_id: string | null;
  frequency: BillingCycleFrequency;
  day_of_week: number | null;
  day_of_month: number | null;
  name: string;
  created_at: Date;
}
