// The enrolment form's wizard: the centre's steps (@cc/forms) in the kit's form shell. Every Next saves the answers
// on the server with the step reached (setEnrollmentDocument), so the family can finish on another device; the last
// step submits them (submitOffer).
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { billingCycleErrors, type FormDefinition } from '@cc/core/forms';
import {
  FormConfirmDialog,
  formRendererMessages,
  FormRendererContext,
  ReviewStep,
  definitionSteps,
  formRendererCss,
  type FormAnswers,
  type FormRendererOptions,
} from '@cc/forms';
import {
  Notice,
  WizardForm,
  useMutation,
  useQuery,
  useSubmitMutation,
  useWidgetHost,
  type StepContext,
  type WizardFormStart,
} from '@cc/ui';
import type { OfferPageQuery } from '../offer/offer.graphql.generated';
import {
  AttachOfferDocumentsDocument,
  EnrolmentBillingCyclesDocument,
  SaveEnrolmentDocumentDocument,
  SubmitEnrolmentDocument,
} from './enrolment.graphql.generated';
import { PaymentStep, ScheduleStep } from './EnrolmentSteps';
import { enrolmentMessages } from './messages';
import { resumeStep, startingAnswers } from './form';
import { uploadOfferDocument } from './upload';

type Offer = NonNullable<OfferPageQuery['applicationOfferForLinkCode']>;

export interface EnrolmentWizardProps {
  offer: Offer;
  linkCode: string;
  definition: FormDefinition;
  saved: FormAnswers;
  currentStep: string | null;
  today: string;
  onSubmitted(): void;
}

export function EnrolmentWizard({
  offer,
  linkCode,
  definition,
  saved,
  currentStep,
  today,
  onSubmitted,
}: EnrolmentWizardProps) {
  const intl = useIntl();
  const { api } = useWidgetHost();
  const ids = {
    linkCode,
    businessId: offer.businessId,
    applicationId: offer.applicationId,
    applicationOfferId: offer.id,
  };
  const [save] = useMutation(SaveEnrolmentDocumentDocument);
  const [attach] = useMutation(AttachOfferDocumentsDocument);
  const [saveFailed, setSaveFailed] = useState(false);
  const [lastSaved, setLastSaved] = useState(() => JSON.stringify(saved));

  const cycles = useQuery(EnrolmentBillingCyclesDocument, {
    variables: { businessId: offer.businessId, centerId: offer.center.id },
  });
  const templates = useMemo(() => cycles.data?.enrollmentBillingCycleTemplates ?? [], [cycles.data]);
  const steps = useMemo(
    () =>
      definitionSteps(definition, {
        schedule: () => <ScheduleStep offer={offer} />,
        review: () => <ReviewStep />,
        payment: {
          render: () => <PaymentStep offer={offer} templates={templates} />,
          validate: (values) =>
            billingCycleErrors(
              values,
              templates.map((t) => t.id),
            ),
          roots: ['billingCycle'],
        },
      }),
    [definition, offer, templates],
  );
  const context = useMemo<StepContext>(() => ({ region: offer.region, today }), [offer.region, today]);
  const resumed = currentStep !== null && Object.keys(saved).length > 0;
  const [start] = useState<WizardFormStart<FormAnswers>>(() => ({
    values: startingAnswers(definition, saved, offer.children),
    position: {
      step: resumeStep(
        steps.map((s) => s.id),
        currentStep,
      ),
      page: 0,
    },
    idempotencyKey: crypto.randomUUID(),
    restored: false,
  }));
  const [showResumed, setShowResumed] = useState(resumed);

  const renderer = useMemo<FormRendererOptions>(
    () => ({
      definition,
      region: offer.region,
      today,
      mode: 'edit',
      uploadDocument: (file) =>
        uploadOfferDocument(api, linkCode, file, async (uploaded) => {
          const { data } = await attach({
            variables: {
              linkCode,
              businessId: offer.businessId,
              applicationOfferId: offer.id,
              files: [uploaded],
            },
          });
          return data?.setApplicationOfferDocuments[0];
        }),
    }),
    [definition, offer, today, api, linkCode, attach],
  );

  const submit = useSubmitMutation(SubmitEnrolmentDocument, {
    variables: (values: FormAnswers) => ({ ...ids, enrollment: JSON.stringify(values) }),
    result: (data) =>
      data?.submitOffer && {
        success: data.submitOffer.id !== null && data.submitOffer.id !== undefined,
        id: data.submitOffer.id ?? '',
        errors: data.submitOffer.errors,
      },
  });

  const beforeAdvance = async (values: FormAnswers, next: { step: number }) => {
    const enrollment = JSON.stringify(values);
    setShowResumed(false);
    try {
      const { data } = await save({
        variables: { ...ids, enrollment, currentStep: steps[next.step]?.id ?? null, isDirty: enrollment !== lastSaved },
      });
      if (!data?.setEnrollmentDocument) throw new Error('no answer');
      setLastSaved(enrollment);
      setSaveFailed(false);
      return true;
    } catch {
      setSaveFailed(true);
      return false;
    }
  };

  return (
    <FormRendererContext.Provider value={renderer}>
      <WizardForm<FormAnswers, StepContext, { id: string }>
        steps={steps}
        context={context}
        start={start}
        freshValues={() => startingAnswers(definition, {}, offer.children)}
        newIdempotencyKey={() => crypto.randomUUID()}
        submit={submit}
        onSubmitted={onSubmitted}
        submitFailedTitle={intl.formatMessage(enrolmentMessages.submitFailed)}
        center={{ name: offer.center.name }}
        submitLabel={definition.labels.submit ?? intl.formatMessage(formRendererMessages.submit)}
        beforeAdvance={beforeAdvance}
        renderConfirm={
          definition.labels.confirmTitle
            ? (confirm) => <FormConfirmDialog {...confirm} labels={definition.labels} />
            : undefined
        }
        header={
          <>
            <style>{formRendererCss}</style>
            {definition.infoBanner && (
              <Notice variant="info" testId="enrolment-info" title={intl.formatMessage(enrolmentMessages.infoBanner)} />
            )}
            {showResumed && (
              <Notice
                variant="info"
                testId="enrolment-resumed"
                title={intl.formatMessage(enrolmentMessages.resumed)}
                messages={[intl.formatMessage(enrolmentMessages.resumedBody)]}
              />
            )}
            {saveFailed && (
              <Notice
                variant="danger"
                testId="enrolment-save-failed"
                title={intl.formatMessage(enrolmentMessages.saveFailed)}
              />
            )}
          </>
        }
      />
    </FormRendererContext.Provider>
  );
}
