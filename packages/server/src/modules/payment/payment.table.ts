import type { Generated } from 'kysely';

/** The payment method a family added to an offer: its provider's token, never the number. */
export interface OfferPaymentMethodTable {
  application_offer_id: string;
  processor: string;
  token: string;
  method_type: string;
  brand: string;
  last_four: string;
  updated_at: Date;
}

export type ChargeStatus = 'succeeded' | 'failed';

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
}
