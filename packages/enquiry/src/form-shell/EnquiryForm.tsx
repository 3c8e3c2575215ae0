// The enquiry form: @cc/ui's form shell over the enquiry's steps, values, draft, checks and submitApplication.
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { WizardForm, type CenterHeaderProps, type PhoneRules, type WizardFormStart } from '@cc/ui';
import { choiceErrorPlace } from '@cc/programs';
import { enquiryDrafts, loadDraft } from '../draft';
import { initialValues, newIdempotencyKey, withCenter } from '../form';
import type { EnquiryFormValues } from '../form-values';
import { flowMessages, stepMessages } from '../i18n/messages';
import { ConfirmSubmitDialog } from '../laterParts';
import type { EnquiryStepContext } from '../steps/step-context';
import type { EnquiryStepProps } from '../steps/step-props';
import { flowShape } from '../steps/steps';
import { shellCss } from '../styles';
import { useSubmitEnquiry, type SubmitApplicationResult } from '../submit/useSubmitEnquiry';
import { useEnquiryExtras } from './useEnquiryExtras';

export interface EnquiryFormProps {
  stepProps: EnquiryStepProps;
  centerHeader: CenterHeaderProps;
  /** The centre's phone number as stored (E.164): the way forward when the family is already known. */
  centrePhone?: string | null;
  askSubsidy: boolean;
  /** The loaded phone rules the register step checks the parent's phone with. */
  phone: PhoneRules;
  linkCode?: string;
  staffId?: string;
  /** Where the draft is kept (draft.ts draftKey); no draft without one. */
  draftKey?: string;
  storage?: Storage;
  debug: boolean;
  /** Back on the first page (history back, or the screen before the form). */
  onLeave?(): void;
  /** The known-child message's Go Back when the enquiry has a landing page; otherwise the first page. */
  onGoBackToLanding?(): void;
  onSubmitted(result: SubmitApplicationResult): void;
}

function freshValues({ stepProps, staffId }: EnquiryFormProps): EnquiryFormValues {
  const { businessId, center, audience } = stepProps;
  return initialValues({ businessId, selectedCenter: center, createdBy: audience === 'centre' ? staffId : undefined });
}

/** A draft of this business opens where the family left it; any other starts fresh. */
function startingPoint(props: EnquiryFormProps): WizardFormStart<EnquiryFormValues> {
  const { businessId, center, audience } = props.stepProps;
  const createdBy = audience === 'centre' ? props.staffId : undefined;
  const draft = loadDraft(props.storage, props.draftKey);
  if (draft && draft.values.businessId === businessId) {
    const sameCenter = draft.values.selectedCenter?.id === center.id;
    return {
      values: { ...withCenter(draft.values, center), ...(createdBy ? { createdBy } : {}) },
      // Schedules belong to a centre: with another centre the family starts again at the first page.
      position: sameCenter ? { step: draft.step, page: draft.page } : { step: 0, page: 0 },
      idempotencyKey: draft.idempotencyKey,
      restored: true,
    };
  }
  return {
    values: freshValues(props),
    position: { step: 0, page: 0 },
    idempotencyKey: newIdempotencyKey(),
    restored: false,
  };
}

export function EnquiryForm(props: EnquiryFormProps) {
  const { stepProps, askSubsidy, phone, onGoBackToLanding } = props;
  const intl = useIntl();
  const [start] = useState(() => startingPoint(props));
  const shape = useMemo(
    () => flowShape(stepProps.enrollmentSettings.flowType, { props: stepProps, askSubsidy, phone }),
    [stepProps, askSubsidy, phone],
  );
  const context = useMemo<EnquiryStepContext>(
    () => ({ region: stepProps.region, today: stepProps.today }),
    [stepProps.region, stepProps.today],
  );
  const submit = useSubmitEnquiry({ linkCode: props.linkCode, staffId: props.staffId });
  const lastStep = shape.steps.length - 1;

  return (
    <WizardForm<EnquiryFormValues, EnquiryStepContext, SubmitApplicationResult>
      steps={shape.steps}
      context={context}
      start={start}
      freshValues={() => freshValues(props)}
      newIdempotencyKey={newIdempotencyKey}
      drafts={{ store: enquiryDrafts, storage: props.storage, draftKey: props.draftKey }}
      submit={submit}
      onSubmitted={props.onSubmitted}
      submitFailedTitle={intl.formatMessage(flowMessages.submitFailed)}
      describeErrorPlace={choiceErrorPlace}
      center={props.centerHeader}
      submitLabel={shape.useConfirmAndContinue ? intl.formatMessage(stepMessages.confirmAndContinue) : undefined}
      renderConfirm={shape.confirmBeforeSubmit ? (confirm) => <ConfirmSubmitDialog {...confirm} /> : undefined}
      onLeave={props.onLeave}
      debug={props.debug}
      header={<style>{shellCss}</style>}
      useExtras={(values, state) =>
        // eslint-disable-next-line react-hooks/rules-of-hooks -- called by the shell on every render, in order
        useEnquiryExtras(values, state, {
          stepProps,
          phone,
          onGoBackToLanding,
          centrePhone: props.centrePhone,
          isLastStep: state.position.step === lastStep,
        })
      }
    />
  );
}
