import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { PaymentMethod } from '../../payments/provider';
import { chargeColumns, type NewCharge } from '../payment/payment.repository';
import type { RegistrationChargeTable } from './registration.table';

type ChargeStatus = RegistrationChargeTable['status'];

/**
 * The checkout of a registration submission: the submission with its registration, centre and business, its program
 * rows, payment method, charges and promo code. Reads start from a submission id the caller has opened by its link
 * code and checked against the ids it was called with.
 */
export class CheckoutRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The submission a checkout link code (its hash) opens; undefined for any code that opens nothing. */
  headerByLinkCodeHash(hash: string) {
    return this.headers().where('s.link_code_hash', '=', hash).executeTakeFirst();
  }

  /** The submission with what every checkout call checks and answers with. */
  header(submissionId: string) {
    return this.headers().where('s.id', '=', submissionId).executeTakeFirst();
  }

  private headers() {
    return this.db
      .selectFrom('registration_submission as s')
      .innerJoin('registration as r', 'r.id', 's.registration_id')
      .innerJoin('business as b', 'b.id', 's.business_id')
      .innerJoin('center as c', 'c.id', 'r.center_id')
      .select([
        's.id',
        's.business_id',
        's.registration_id',
        's.person_id',
        's.account_id',
        's.state',
        's.promo_code_id',
        's.terms_accepted_at',
        'r.name',
        'r.description',
        'r.ask_family_about_subsidy',
        'r.center_id',
        'c.name as center_name',
        'c.timezone',
        'c.application_fees_allowed',
        'b.name as business_name',
        'b.region',
        'b.currency',
        'b.feature_flags',
        'b.card_surcharge_basis_points',
      ]);
  }

  /**
   * Locks the submission's row for the rest of the transaction: concurrent accepts, charges and promo codes of one
   * submission take turns, and each decides on the submission as the one before it left it.
   */
  async lock(submissionId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('registration_submission')
      .select('id')
      .where('id', '=', submissionId)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The submission's rows, child by child in the family's order, each child's programs in the registration's order. */
  schedulesOf(submissionId: string) {
    return this.db
      .selectFrom('registration_submission_schedule as s')
      .innerJoin('child as ch', 'ch.id', 's.child_id')
      .innerJoin('registration_program as p', 'p.id', 's.registration_program_id')
      .select([
        's.id',
        's.child_id',
        's.state',
        's.is_early_bird',
        's.fee_cents',
        's.child_position',
        'ch.first_name',
        'ch.last_name',
        'ch.date_of_birth',
        'p.id as program_id',
        'p.name as program_name',
        'p.description as program_description',
        'p.start_date',
        'p.end_date',
      ])
      .where('s.submission_id', '=', submissionId)
      .orderBy('s.child_position')
      .orderBy('p.sort_order')
      .orderBy('p.name')
      .orderBy('s.id')
      .execute();
  }

  methodOf(submissionId: string) {
    return this.db
      .selectFrom('registration_payment_method')
      .select(['token', 'method_type', 'brand', 'last_four'])
      .where('submission_id', '=', submissionId)
      .executeTakeFirst();
  }

  /** Keeps the family's method, replacing the one kept before. */
  async setMethod(submissionId: string, processor: string, method: PaymentMethod, now: Date): Promise<void> {
    const row = {
      processor,
      token: method.token,
      method_type: method.type,
      brand: method.brand,
      last_four: method.lastFour,
      updated_at: now,
    };
    await this.db
      .insertInto('registration_payment_method')
      .values({ submission_id: submissionId, ...row })
      .onConflict((oc) => oc.column('submission_id').doUpdateSet(row))
      .execute();
  }

  /** The submission's charges, oldest first. */
  chargesOf(submissionId: string) {
    return this.db
      .selectFrom('registration_charge')
      .select(['id', 'amount_cents', 'currency', 'status', 'reference', 'failure_code', 'created_at'])
      .where('submission_id', '=', submissionId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async recordCharge(charge: NewCharge & { submissionId: string }): Promise<void> {
    await this.db
      .insertInto('registration_charge')
      .values({ submission_id: charge.submissionId, ...chargeColumns(charge) })
      .execute();
  }

  /** A charge that waited (a bank's confirmation step) gets the outcome the provider now reports for it. */
  async settleCharge(
    submissionId: string,
    reference: string,
    outcome: { status: ChargeStatus; failureCode: string | null; serviceFeeCents: number },
  ): Promise<void> {
    await this.db
      .updateTable('registration_charge')
      .set({
        status: outcome.status,
        failure_code: outcome.failureCode,
        service_fee_cents: outcome.serviceFeeCents,
      })
      .where('submission_id', '=', submissionId)
      .where('reference', '=', reference)
      .where('status', 'in', ['pending', 'requires_action'])
      .execute();
  }

  /** The promo code applied to the submission, as its fee needs it. */
  promoOf(submissionId: string) {
    return this.db
      .selectFrom('registration_submission as s')
      .innerJoin('promo_code as p', 'p.id', 's.promo_code_id')
      .select(['p.id', 'p.name', 'p.kind', 'p.value', 's.promo_use_counted as use_counted'])
      .where('s.id', '=', submissionId)
      .executeTakeFirst();
  }

  /** A new code on the submission: it holds none of its uses until the family pays (payment/promo-use.ts). */
  async setPromo(submissionId: string, promoId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('registration_submission')
      .set({ promo_code_id: promoId, promo_use_counted: false, updated_at: now })
      .where('id', '=', submissionId)
      .execute();
  }

  /** Records whether the submission holds one of its code's uses. */
  async setPromoUseCounted(submissionId: string, counted: boolean): Promise<void> {
    await this.db
      .updateTable('registration_submission')
      .set({ promo_use_counted: counted })
      .where('id', '=', submissionId)
      .execute();
  }

  /** Takes the code off the submission (its last use went to another family). */
  async clearPromo(submissionId: string, now: Date): Promise<void> {
    await this.db
      .updateTable('registration_submission')
      .set({ promo_code_id: null, promo_use_counted: false, updated_at: now })
      .where('id', '=', submissionId)
      .execute();
  }

  /**
   * The family's acceptance: rows with a place become ACCEPTED, waitlist rows WAITLISTED, and the submission
   * WAITLISTED when any row waits, else COMPLETED. Answers the submission's new state.
   */
  async accept(submissionId: string, now: Date): Promise<'COMPLETED' | 'WAITLISTED'> {
    await this.db
      .updateTable('registration_submission_schedule')
      .set({ state: 'ACCEPTED' })
      .where('submission_id', '=', submissionId)
      .where('state', '=', 'APPROVED')
      .execute();
    await this.db
      .updateTable('registration_submission_schedule')
      .set({ state: 'WAITLISTED' })
      .where('submission_id', '=', submissionId)
      .where('state', '=', 'OFFERED_WAITLIST')
      .execute();
    const waiting = await this.db
      .selectFrom('registration_submission_schedule')
      .select('id')
      .where('submission_id', '=', submissionId)
      .where('state', '=', 'WAITLISTED')
      .executeTakeFirst();
    const state = waiting ? 'WAITLISTED' : 'COMPLETED';
    await this.db
      .updateTable('registration_submission')
      .set({ state, terms_accepted_at: now, updated_at: now })
      .where('id', '=', submissionId)
      .execute();
    return state;
  }
}
