import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PaymentMethod } from '../../payments/provider';
import type { ChargeStatus } from './payment.table';

/** An offer's payment method and charges. Callers have already checked the offer is the caller's. */
export class PaymentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async setMethod(offerId: string, processor: string, method: PaymentMethod, now: Date): Promise<void> {
    const row = {
      processor,
      token: method.token,
      method_type: method.type,
      brand: method.brand,
      last_four: method.lastFour,
      updated_at: now,
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
      .select(['token', 'method_type', 'brand', 'last_four'])
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
      ])
      .where('application_offer_id', '=', offerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async recordCharge(charge: {
    offerId: string;
    processor: string;
    amountCents: number;
    currency: string;
    status: ChargeStatus;
    reference: string | null;
    failureCode: string | null;
    serviceFeeCents: number;
    lastFour: string;
    now: Date;
  }): Promise<void> {
    await this.db
      .insertInto('offer_charge')
      .values({
        application_offer_id: charge.offerId,
        processor: charge.processor,
        amount_cents: charge.amountCents,
        currency: charge.currency,
        status: charge.status,
        reference: charge.reference,
        failure_code: charge.failureCode,
        service_fee_cents: charge.serviceFeeCents,
        last_four: charge.lastFour,
        created_at: charge.now,
      })
      .execute();
  }
}
