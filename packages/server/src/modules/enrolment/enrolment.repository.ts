import type { Kysely } from 'kysely';
import type { FormDefinition } from '@cc/core/forms';
import type { Database } from '../../db/database';

/** Centres' enrolment forms and offers' answers to them. Callers have checked the offer is the caller's. */
export class EnrolmentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The centre's own form, else its business's; undefined when neither has one. */
  async formFor(businessId: string, centerId: string) {
    const rows = await this.db
      .selectFrom('enrolment_form')
      .select(['id', 'center_id', 'definition'])
      .where('business_id', '=', businessId)
      .where((eb) => eb.or([eb('center_id', 'is', null), eb('center_id', '=', centerId)]))
      .execute();
    return rows.find((row) => row.center_id !== null) ?? rows[0];
  }

  async saveForm(businessId: string, centerId: string | null, definition: FormDefinition, now: Date): Promise<void> {
    await this.db
      .insertInto('enrolment_form')
      .values({ business_id: businessId, center_id: centerId, definition: JSON.stringify(definition), updated_at: now })
      .execute();
  }

  documentOf(offerId: string) {
    return this.db
      .selectFrom('enrolment_document')
      .select(['answers', 'current_step', 'submitted_at', 'updated_at'])
      .where('application_offer_id', '=', offerId)
      .executeTakeFirst();
  }

  /** Saves the answers unless the document was submitted; false when it was. */
  async saveDocument(
    offerId: string,
    formId: string | null,
    answers: Record<string, unknown>,
    currentStep: string | null,
    now: Date,
    submit = false,
  ): Promise<boolean> {
    const row = {
      enrolment_form_id: formId,
      answers: JSON.stringify(answers),
      current_step: currentStep,
      updated_at: now,
      submitted_at: submit ? now : null,
    };
    const saved = await this.db
      .insertInto('enrolment_document')
      .values({ application_offer_id: offerId, ...row })
      .onConflict((oc) =>
        oc.column('application_offer_id').doUpdateSet(row).where('enrolment_document.submitted_at', 'is', null),
      )
      .returning('application_offer_id')
      .executeTakeFirst();
    return saved !== undefined;
  }
}
