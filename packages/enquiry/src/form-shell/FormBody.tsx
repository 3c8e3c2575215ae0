// Inside the Form: the checks that run beside it (person exists, known children), the draft, the wizard, the
// notices and the confirmation before submit.
import { Suspense, useMemo, useState, type MutableRefObject } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { EnquiryChecksContext } from '../checks';
import type { EnquiryFormValues } from '../form-values';
import { flowMessages, stepMessages } from '../i18n/messages';
import { useKnownChildren } from '../steps/children/useKnownChildren';
import { ConfirmSubmitDialog } from '../laterParts';
import type { FlowShape } from '../steps/steps';
import { shellCss } from '../styles';
import {
  Notice,
  Wizard,
  useDraftAutosave,
  usePersonCheck,
  type PersonCheck,
  type PersonCheckState,
  type WizardPosition,
} from '@cc/ui';
import type { EnquiryStepContext } from '../steps/step-context';
import type { EnquiryFormProps, SubmitAlert } from './EnquiryForm';
import { enquiryDrafts } from '../draft';

const CLEAR: PersonCheckState = { status: 'clear' };

interface FormBodyProps extends EnquiryFormProps {
  shape: FlowShape;
  position: WizardPosition;
  onPositionChange(position: WizardPosition): void;
  showErrors: boolean;
  onShowErrorsChange(show: boolean): void;
  focusErrorsTick: number;
  baseContext: EnquiryStepContext;
  submitting: boolean;
  alert?: SubmitAlert;
  onDismissAlert(): void;
  restored: boolean;
  onDismissRestored(): void;
  idempotencyKey: MutableRefObject<string>;
  /** A retry of a submission that got no answer: the person check neither blocks nor runs (see EnquiryForm). */
  personCheckWaived: boolean;
  /** Clears the draft and gives the fresh values to reset the form to. */
  onStartOver(): EnquiryFormValues;
}

export function FormBody(props: FormBodyProps) {
  const { stepProps, shape, position } = props;
  const intl = useIntl();
  const form = useForm<EnquiryFormValues>();
  const { values, pristine } = useFormState<EnquiryFormValues>({ subscription: { values: true, pristine: true } });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [finishing, setFinishing] = useState(false);

  const checked = usePersonCheck({ businessId: stepProps.businessId, audience: stepProps.audience, values });
  const person = useMemo<PersonCheck>(
    () => (props.personCheckWaived ? { state: CLEAR, checkNow: () => Promise.resolve(CLEAR) } : checked),
    [props.personCheckWaived, checked],
  );
  const knownChildren = useKnownChildren({
    businessId: stepProps.businessId,
    children: values.children,
    today: stepProps.today,
  });
  const context = useMemo(
    () => ({ ...props.baseContext, knownChildKeys: knownChildren.knownKeys }),
    [props.baseContext, knownChildren.knownKeys],
  );

  useDraftAutosave({
    store: enquiryDrafts,
    storage: props.storage,
    draftKey: props.draftKey,
    values,
    position,
    idempotencyKey: props.idempotencyKey,
    pristine: pristine !== false,
  });

  const { onGoBackToLanding, onPositionChange } = props;
  const checks = useMemo(
    () => ({
      person,
      knownChildren,
      goBack: () => (onGoBackToLanding ? onGoBackToLanding() : onPositionChange({ step: 0, page: 0 })),
    }),
    [person, knownChildren, onGoBackToLanding, onPositionChange],
  );

  const submitNow = async () => {
    if (finishing) return;
    setFinishing(true);
    try {
      // The spec checks the person again right before submit; a match or a failed check stops here.
      const check = await person.checkNow(form.getState().values);
      if (check.status !== 'blocked' && check.status !== 'failed') await form.submit();
    } finally {
      setFinishing(false);
      setConfirmOpen(false);
    }
  };

  const personMessage =
    person.state.status === 'blocked' || person.state.status === 'failed'
      ? intl.formatMessage({ id: person.state.error.key })
      : undefined;
  const isLastStep = position.step === shape.steps.length - 1;

  const notices = (
    <>
      <style>{shellCss}</style>
      {props.restored && (
        <Notice
          variant="info"
          testId="draft-restored"
          title={intl.formatMessage(flowMessages.restored)}
          actions={
            <span>
              <SlButton size="small" data-testid="start-over" onClick={() => form.reset(props.onStartOver())}>
                {intl.formatMessage(flowMessages.startOver)}
              </SlButton>{' '}
              <SlButton size="small" variant="text" onClick={props.onDismissRestored}>
                {intl.formatMessage(flowMessages.dismiss)}
              </SlButton>
            </span>
          }
        />
      )}
      {props.alert && (
        <Notice
          variant="danger"
          testId="submit-alert"
          title={props.alert.title}
          messages={props.alert.messages}
          actions={
            <SlButton size="small" variant="text" onClick={props.onDismissAlert}>
              {intl.formatMessage(flowMessages.dismiss)}
            </SlButton>
          }
        />
      )}
    </>
  );

  return (
    <EnquiryChecksContext.Provider value={checks}>
      <Wizard
        steps={shape.steps}
        position={position}
        onPositionChange={props.onPositionChange}
        showErrors={props.showErrors}
        onShowErrorsChange={props.onShowErrorsChange}
        focusErrorsTick={props.focusErrorsTick}
        context={context}
        center={props.centerHeader}
        submitLabel={shape.useConfirmAndContinue ? intl.formatMessage(stepMessages.confirmAndContinue) : undefined}
        onFinish={() => (shape.confirmBeforeSubmit ? setConfirmOpen(true) : void submitNow())}
        onLeave={props.onLeave}
        submitBlocked={person.state.status === 'blocked'}
        submitting={props.submitting || finishing}
        debug={props.debug}
        notices={notices}
        navNotice={
          isLastStep && personMessage ? (
            <div className="cc-nav-notice">
              <Notice
                variant="warning"
                testId="submit-blocked"
                title={intl.formatMessage(flowMessages.personBlocked)}
                messages={[personMessage]}
              />
            </div>
          ) : undefined
        }
      />
      {shape.confirmBeforeSubmit && (
        <Suspense fallback={null}>
          <ConfirmSubmitDialog
            open={confirmOpen}
            submitting={props.submitting || finishing}
            onReview={() => {
              setConfirmOpen(false);
              props.onPositionChange({ step: 0, page: 0 });
            }}
            onSubmit={() => void submitNow()}
            onClose={() => setConfirmOpen(false)}
          />
        </Suspense>
      )}
    </EnquiryChecksContext.Provider>
  );
}
