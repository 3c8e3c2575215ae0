// The enquiry form: one final-form <Form> for every step (typed values are never lost between steps), the
// wizard position, the draft, and the submission. The page errors of the current page are the Form's validation,
// so a field shows its message once touched; Next checks the page again and turns on explicit errors.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Decorator } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { FieldError } from '@cc/core';
import {
  keepFieldsRegistered,
  positionOfPaths,
  sharedMessages,
  toFormErrors,
  useWidgetEvents,
  validPosition,
  type CenterHeaderProps,
  type WizardPosition,
} from '@cc/ui';
import { clearDraft, loadDraft, type EnquiryDraft } from '../draft';
import { initialValues, newIdempotencyKey, withCenter } from '../form';
import type { EnquiryFormValues } from '../form-values';
import { flowMessages } from '../i18n/messages';
import { flowShape } from '../steps/steps';
import type { EnquiryStepProps } from '../steps/step-props';
import type { SubmitApplicationResult } from '../submit/useSubmitEnquiry';
import { useSubmitEnquiry } from '../submit/useSubmitEnquiry';
import type { EnquiryStepContext } from '../steps/step-context';
import { FormBody } from './FormBody';

export interface EnquiryFormProps {
  stepProps: EnquiryStepProps;
  centerHeader: CenterHeaderProps;
  askSubsidy: boolean;
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

// Steps unmount their fields; without this, Back would bring a page back with what was typed on it wiped.
const DECORATORS: Decorator<EnquiryFormValues>[] = [keepFieldsRegistered];

export interface SubmitAlert {
  title: string;
  messages: string[];
}

interface StartingPoint {
  values: EnquiryFormValues;
  position: WizardPosition;
  idempotencyKey: string;
  restored: boolean;
}

function startingPoint(props: EnquiryFormProps): StartingPoint {
  const { businessId, center, audience } = props.stepProps;
  const createdBy = audience === 'centre' ? props.staffId : undefined;
  const draft: EnquiryDraft | undefined = loadDraft(props.storage, props.draftKey);
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
    values: initialValues({ businessId, selectedCenter: center, createdBy }),
    position: { step: 0, page: 0 },
    idempotencyKey: newIdempotencyKey(),
    restored: false,
  };
}

export function EnquiryForm(props: EnquiryFormProps) {
  const { stepProps, askSubsidy } = props;
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const [start] = useState(() => startingPoint(props));
  const idempotencyKey = useRef(start.idempotencyKey);
  const shape = useMemo(
    () => flowShape(stepProps.enrollmentSettings.flowType, { props: stepProps, askSubsidy }),
    [stepProps, askSubsidy],
  );
  const [position, setPosition] = useState(() => validPosition(shape.steps, start.position, start.values));
  const [showErrors, setShowErrors] = useState(false);
  const [focusErrorsTick, setFocusErrorsTick] = useState(0);
  const [restored, setRestored] = useState(start.restored);
  const [alert, setAlert] = useState<SubmitAlert>();
  // The current key went out and no answer came back: the server may hold the enquiry already, and then the family's
  // own first attempt is what the person check finds. The retry with the same key gets that first result instead.
  const [sentUnanswered, setSentUnanswered] = useState(false);

  const baseContext = useMemo<EnquiryStepContext>(
    () => ({ region: stepProps.region, today: stepProps.today }),
    [stepProps.region, stepProps.today],
  );
  // final-form's validation is the current page's: fields show their errors as the family goes.
  const validate = useCallback(
    (values: EnquiryFormValues) => {
      const step = shape.steps[position.step];
      return step ? toFormErrors(step.validate(values, position.page, baseContext)) : {};
    },
    [shape, position, baseContext],
  );

  const submitApplication = useSubmitEnquiry({ linkCode: props.linkCode, staffId: props.staffId });

  const showServerErrors = (errors: FieldError[], values: EnquiryFormValues) => {
    const at = positionOfPaths(
      shape.steps,
      errors.map((e) => e.path),
      values,
    );
    if (at) setPosition(at);
    setShowErrors(true);
    setFocusErrorsTick((tick) => tick + 1);
    setAlert({
      title: intl.formatMessage(flowMessages.checkFields),
      messages: [...new Set(errors.map((error) => intl.formatMessage({ id: error.key }, error.values)))],
    });
  };

  const onSubmit = async (values: EnquiryFormValues) => {
    setAlert(undefined);
    const outcome = await submitApplication(values, idempotencyKey.current);
    if (outcome.kind === 'success') {
      clearDraft(props.storage, props.draftKey);
      emit('cc-submitted', { result: outcome.result });
      props.onSubmitted(outcome.result);
      return undefined;
    }
    if (outcome.kind === 'invalid') {
      // Nothing was stored: the corrected enquiry is a new request, with a key of its own.
      idempotencyKey.current = newIdempotencyKey();
      setSentUnanswered(false);
      showServerErrors(outcome.errors, values);
      return toFormErrors(outcome.errors.filter((error) => error.path !== ''));
    }
    setSentUnanswered(true);
    const messages =
      outcome.messages.length > 0 ? outcome.messages : [intl.formatMessage(sharedMessages.unableToProcess)];
    setAlert({ title: intl.formatMessage(flowMessages.submitFailed), messages });
    // The host page hears of a failed submit too; what the family typed stays in the form for the retry.
    emit('cc-error', { message: messages[0] ?? '' });
    return undefined;
  };

  return (
    <Form<EnquiryFormValues>
      initialValues={start.values}
      decorators={DECORATORS}
      validate={validate}
      onSubmit={onSubmit}
      subscription={{ submitting: true }}
      render={({ submitting }) => (
        <FormBody
          {...props}
          shape={shape}
          position={position}
          onPositionChange={(next) => {
            setRestored(false);
            setPosition(next);
          }}
          showErrors={showErrors}
          onShowErrorsChange={setShowErrors}
          focusErrorsTick={focusErrorsTick}
          baseContext={baseContext}
          submitting={submitting === true}
          alert={alert}
          onDismissAlert={() => setAlert(undefined)}
          restored={restored}
          onDismissRestored={() => setRestored(false)}
          idempotencyKey={idempotencyKey}
          personCheckWaived={sentUnanswered}
          onStartOver={() => {
            clearDraft(props.storage, props.draftKey);
            idempotencyKey.current = newIdempotencyKey();
            setSentUnanswered(false);
            setRestored(false);
            setAlert(undefined);
            setShowErrors(false);
            setPosition({ step: 0, page: 0 });
            const { businessId, center } = stepProps;
            const createdBy = stepProps.audience === 'centre' ? props.staffId : undefined;
            return initialValues({ businessId, selectedCenter: center, createdBy });
          }}
        />
      )}
    />
  );
}
