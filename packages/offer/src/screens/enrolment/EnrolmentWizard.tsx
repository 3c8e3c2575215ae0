// The enrolment form's wizard (@cc/forms' FormWizard): every Next saves the answers on the server with the step
// reached (setEnrollmentDocument), so the family can finish on another device; the last step submits them
// (submitOffer). The offer draws the schedule and payment steps itself.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { billingCycleErrors, type FormDefinition } from '@cc/core/forms';
import {
  FormWizard,
  ReviewStep,
  formRendererMessages,
  type FormAnswers,
  type FormRendererOptions,
  type ProductSteps,
} from '@cc/forms';
import { Notice, useMutation, useQuery, useSubmitMutation, useWidgetHost } from '@cc/ui';
import type { OfferPageQuery } from '../offer/offer.graphql.generated';
import {
  AttachOfferDocumentsDocument,
  EnrolmentBillingCyclesDocument,
  SaveEnrolmentDocumentDocument,
  SubmitEnrolmentDocument,
} from './enrolment.graphql.generated';
import { PaymentStep, ScheduleStep } from './EnrolmentSteps';
import { enrolmentMessages } from './messages';
import { startingAnswers } from './form';
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
  const [showResumed, setShowResumed] = useState(currentStep !== null && Object.keys(saved).length > 0);
  const [values] = useState(() => startingAnswers(definition, saved, offer.children));
  const cycles = useQuery(EnrolmentBillingCyclesDocument, {
    variables: { businessId: offer.businessId, centerId: offer.center.id },
  });
  const templates = useMemo(() => cycles.data?.enrollmentBillingCycleTemplates ?? [], [cycles.data]);

  const product = useMemo<ProductSteps>(
    () => ({
      schedule: () => <ScheduleStep offer={offer} />,
      review: () => <ReviewStep />,
      payment: {
        render: () => <PaymentStep offer={offer} templates={templates} />,
        validate: (answers) =>
          billingCycleErrors(
            answers,
            templates.map((t) => t.id),
          ),
        roots: ['billingCycle'],
      },
    }),
    [offer, templates],
  );

  const renderer = useMemo<FormRendererOptions>(
    () => ({
      definition,
      region: offer.region,
      today,
      mode: 'edit',
      // The family opens what it uploaded by the offer's link code.
      documents: { businessId: offer.businessId, linkCode },
      uploadDocument: (file) =>
        uploadOfferDocument(api, linkCode, file, async (uploaded) => {
          const { data } = await attach({
            variables: { linkCode, businessId: offer.businessId, applicationOfferId: offer.id, files: [uploaded] },
          });
          return data?.setApplicationOfferDocuments[0];
        }),
    }),
    [definition, offer, today, api, linkCode, attach],
  );

  const submit = useSubmitMutation(SubmitEnrolmentDocument, {
    variables: (answers: FormAnswers) => ({ ...ids, enrollment: JSON.stringify(answers) }),
    result: (data) =>
      data?.submitOffer && {
        success: data.submitOffer.id !== null && data.submitOffer.id !== undefined,
        id: data.submitOffer.id ?? '',
        errors: data.submitOffer.errors,
      },
  });

  const onAdvance = async (answers: FormAnswers, stepId: string) => {
    const enrollment = JSON.stringify(answers);
    setShowResumed(false);
    try {
      const { data } = await save({
        variables: { ...ids, enrollment, currentStep: stepId || null, isDirty: enrollment !== lastSaved },
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
    <FormWizard
      renderer={renderer}
      product={product}
      values={values}
      startStepId={currentStep}
      onAdvance={onAdvance}
      submit={(answers) => submit(answers, '')}
      onSubmitted={onSubmitted}
      submitFailedTitle={intl.formatMessage(enrolmentMessages.submitFailed)}
      submitLabel={definition.labels.submit ?? intl.formatMessage(formRendererMessages.submit)}
      center={{ name: offer.center.name }}
      notices={
        <>
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
  );
}
