import { toRegion } from '@cc/core';
import { billingCycleErrors, formValueErrors } from '@cc/core/forms';
import type { MutationResolvers, QueryResolvers } from '../../generated/resolvers.generated';
import { changeOfferIn, logChange } from '../offer/change-offer';
import type { GraphQLContext } from '../../graphql/context';
import { addressesWithoutState } from './address-warnings';
import { openEnrolmentForm, parseAnswers, type OpenForm } from './enrolment-access';
import { notFound } from '../../graphql/errors';
import { openOffer } from '../offer/offer-access';

function warnOfAddresses(ctx: GraphQLContext, offerId: string, answers: unknown): void {
  for (const path of addressesWithoutState(answers)) ctx.log.warn({ offerId, path }, 'address without a state');
}

/**
 * Every error in the answers to these steps (all when not given): the form's fields, and, where the form has a payment
 * step among them, the billing cycle among the centre's templates.
 */
async function answerErrors(ctx: GraphQLContext, form: OpenForm, answers: Record<string, unknown>, stepIds?: string[]) {
  const errors = formValueErrors(form.definition, answers, { region: form.header.region, today: form.today }, stepIds);
  const payment = form.definition.steps.some((s) => s.kind === 'payment' && (!stepIds || stepIds.includes(s.id)));
  if (!payment) return errors;
  const templates = await ctx.repos.billing.templatesFor(form.header.business_id, form.header.center_id);
  return [
    ...errors,
    ...billingCycleErrors(
      answers,
      templates.map((t) => t.id),
    ),
  ];
}

/** The form and the family's saved answers, as enrollmentDocument and the preview return them. */
async function documentView(ctx: GraphQLContext, form: OpenForm) {
  const saved = await ctx.repos.enrolment.documentOf(form.header.id);
  return {
    applicationOfferId: form.header.id,
    form: JSON.stringify(form.definition),
    enrollment: JSON.stringify(saved?.answers ?? {}),
    currentStep: saved?.current_step ?? null,
    submitted: Boolean(saved?.submitted_at),
    today: form.today,
    region: toRegion(form.header.region),
    centerName: form.header.center_name,
  };
}

export const enrolmentQueries: Pick<QueryResolvers, 'enrollmentDocument' | 'previewEnrollmentForm'> = {
  async previewEnrollmentForm(_parent, { hash }, ctx) {
    const header = await openOffer(ctx, hash);
    if (header.application_state !== 'APPLICANT_ACCEPTED_OFFER') throw notFound('Enrolment form');
    const form = await openEnrolmentForm(ctx, {
      linkCode: hash,
      businessId: header.business_id,
      applicationId: header.application_id,
      applicationOfferId: header.id,
    });
    return documentView(ctx, form);
  },
  async enrollmentDocument(_parent, ids, ctx) {
    return documentView(ctx, await openEnrolmentForm(ctx, ids));
  },
};

export const enrolmentMutations: Pick<MutationResolvers, 'setEnrollmentDocument' | 'submitOffer'> = {
  async setEnrollmentDocument(_parent, { enrollment, currentStep, isDirty, ...ids }, ctx) {
    const form = await openEnrolmentForm(ctx, ids);
    const answers = parseAnswers(enrollment);
    const stepIds = form.definition.steps.map((step) => step.id);
    const at = currentStep ? stepIds.indexOf(currentStep) : -1;
    if (currentStep && at < 0) return { success: false, errors: [{ path: 'currentStep', key: 'invalid' }] };
    if (isDirty) {
      warnOfAddresses(ctx, form.header.id, answers);
      const saved = await ctx.repos.enrolment.saveDocument(
        form.header.id,
        form.formId,
        answers,
        currentStep ?? null,
        ctx.clock.now(),
      );
      if (!saved) return { success: false, errors: [{ path: 'enrollment', key: 'form-submitted' }] };
    }
    // The steps the family has passed are checked; the one they are on is still theirs to fill in.
    const errors = await answerErrors(ctx, form, answers, stepIds.slice(0, Math.max(at, 0)));
    ctx.log.info({ offerId: form.header.id, step: currentStep, errors: errors.length }, 'enrolment saved');
    return { success: errors.length === 0, errors };
  },

  async submitOffer(_parent, { enrollment, ...ids }, ctx) {
    const form = await openEnrolmentForm(ctx, ids);
    const existing = await ctx.repos.enrolment.documentOf(form.header.id);
    if (existing?.submitted_at) return { id: form.header.id, errors: [] };
    const answers = parseAnswers(enrollment);
    warnOfAddresses(ctx, form.header.id, answers);
    const errors = await answerErrors(ctx, form, answers);
    const now = ctx.clock.now();
    if (errors.length > 0) {
      // Saved as sent: the family fixes what is named and loses nothing.
      await ctx.repos.enrolment.saveDocument(form.header.id, form.formId, answers, existing?.current_step ?? null, now);
      return { id: null, errors };
    }
    const offerId = form.header.id;
    const result = await ctx.withTransaction(async (repos) => {
      const moved = await changeOfferIn(repos, offerId, 'form-submitted', { actor: 'family', personId: null }, now);
      if (!moved.ok) return moved;
      const saved = await repos.enrolment.saveDocument(offerId, form.formId, answers, null, now, true);
      if (!saved) return { ok: false as const, key: 'offer-closed' as const };
      // Kept with the family's account: a signed-in parent updates it later from the portal.
      await repos.formAccounts.keepSubmitted(offerId, form.formId, answers, now);
      return moved;
    });
    logChange(ctx, offerId, 'form-submitted', result);
    if (!result.ok) return { id: null, errors: [{ path: 'applicationOfferId', key: result.key }] };
    return { id: offerId, errors: [] };
  },
};
