import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PaymentMethod } from '../../payments/provider';
import type { ChargeStatus } from './payment.table';

/** An offer's payment method and charges. Callers have already checked the offer is the caller's. */
/** A charge as the provider answered it, for the offer's and the registration checkout's charge tables alike. */
export interface NewCharge {
  processor: string;
  amountCents: number;
  currency: string;
  status: ChargeStatus;
  reference: string | null;
  failureCode: string | null;
  serviceFeeCents: number;
  lastFour: string;
  methodType: string;
  now: Date;
}

/** The columns both charge tables share. */
export const chargeColumns = (charge: NewCharge) => ({
  processor: charge.processor,
  amount_cents: charge.amountCents,
  currency: charge.currency,
  status: charge.status,
  reference: charge.reference,
  failure_code: charge.failureCode,
  service_fee_cents: charge.serviceFeeCents,
  last_four: charge.lastFour,
  method_type: charge.methodType,
  created_at: charge.now,
});

export class PaymentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A bank account comes with the moment its holder consented to the debit; it then pays automatically. */
  async setMethod(
    offerId: string,
    processor: string,
    method: PaymentMethod,
    now: Date,
    debitConsentAt: Date | null,
  ): Promise<void> {
    const row = {
      processor,
      token: method.token,
      method_type: method.type,
      brand: method.brand,
      last_four: method.lastFour,
      updated_at: now,
      debit_consent_at: debitConsentAt,
      is_auto_pay: debitConsentAt !== null,
    };
    await this.db
      .insertInto('offer_payment_method')
      .values({ application_offer_id: offerId, ...row })
      .onConflict((oc) => oc.column('application_offer_id').doUpdateSet(row))
      .execute();
  }

  methodOf(offerId: string) {
    return this.db
      .selectFrom('offer_payment_method')
      .select(['token', 'method_type', 'brand', 'last_four', 'is_auto_pay'])
      .where('application_offer_id', '=', offerId)
      .executeTakeFirst();
  }

  /** The offer's charges, oldest first. */
  chargesOf(offerId: string) {
    return this.db
      .selectFrom('offer_charge')
      .select([
        'id',
        'amount_cents',
        'currency',
        'status',
        'reference',
        'failure_code',
        'service_fee_cents',
        'last_four',
        'created_at',
        'method_type',
        'settled_at',
      ])
      .where('application_offer_id', '=', offerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async recordCharge(charge: NewCharge & { offerId: string }): Promise<void> {
    await this.db
      .insertInto('offer_charge')
      .values({
        application_offer_id: charge.offerId,
        ...chargeColumns(charge),
        settled_at: charge.status === 'succeeded' || charge.status === 'failed' ? charge.now : null,
      })
      .execute();
  }

  /** The offer a provider's charge reference belongs to (webhooks and confirmations name only the reference). */
  offerOfCharge(reference: string) {
    return this.db
      .selectFrom('offer_charge')
      .select(['application_offer_id', 'processor'])
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  /** Gives a pending or unconfirmed charge its final outcome; false when it already had one. */
  async settle(
    reference: string,
    outcome: { status: 'succeeded' | 'failed'; failureCode: string | null; serviceFeeCents: number },
    now: Date,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('offer_charge')
      .set({
        status: outcome.status,
        failure_code: outcome.failureCode,
        service_fee_cents: outcome.serviceFeeCents,
        settled_at: now,
      })
      .where('reference', '=', reference)
      .where('status', 'in', ['pending', 'requires_action'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records a webhook event; false when it was seen before. */
  async recordWebhookEvent(event: {
    id: string;
    processor: string;
    reference: string;
    outcome: string;
    now: Date;
  }): Promise<boolean> {
    const inserted = await this.db
      .insertInto('payment_webhook_event')
      .values({
        event_id: event.id,
        processor: event.processor,
        reference: event.reference,
        outcome: event.outcome,
        received_at: event.now,
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
