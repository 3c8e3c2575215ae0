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
