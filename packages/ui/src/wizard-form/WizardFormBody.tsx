// Inside the Form: the flow's extras (checks on the live values), the draft autosave, the notices, the wizard and
// the confirmation before submit.
import { Suspense, useEffect, useMemo, useRef, useState, type MutableRefObject } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { DraftStore } from '../draft/draftStore';
import { useDraftAutosave } from '../draft/useDraftAutosave';
import { Notice } from '../notice/Notice';
import { Wizard } from '../wizard/Wizard';
import type { StepContext, WizardPosition } from '../wizard/step';
import { formMessages } from './formMessages';
import type { SubmitAlert, WizardFormExtras, WizardFormProps, WizardFormState } from './types';

interface BodyProps<V extends object, C extends StepContext, R> extends WizardFormProps<V, C, R> {
  position: WizardPosition;
  onPositionChange(position: WizardPosition): void;
  showErrors: boolean;
  onShowErrorsChange(show: boolean): void;
  focusErrorsTick: number;
  submitting: boolean;
  alert?: SubmitAlert;
  onDismissAlert(): void;
  restored: boolean;
  onDismissRestored(): void;
  idempotencyKey: MutableRefObject<string>;
  retryingUnanswered: boolean;
  /** Clears the draft and gives the fresh values to reset the form to. */
  onStartOver(): V;
  /** What the flow's extras add to the context, so final-form's own validation (the errors shown) reads it too. */
  onExtrasContext(context: Partial<C> | undefined): void;
}

const noExtras = (): WizardFormExtras<never, never> => ({});

// A form without drafts autosaves nowhere.
const NO_STORE: DraftStore<never> = {
  version: 0,
  key: () => undefined,
  load: () => undefined,
  save: () => undefined,
  clear: () => undefined,
};

export function WizardFormBody<V extends object, C extends StepContext, R>(props: BodyProps<V, C, R>) {
  const { position, onPositionChange, drafts } = props;
  const intl = useIntl();
  const form = useForm<V>();
  const { values, pristine } = useFormState<V>({ subscription: { values: true, pristine: true } });
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAlert = () => {
    const alert = alertRef.current;
    if (!alert) return;
    alert.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    alert.focus({ preventScroll: true });
  };
  // While a confirmation dialog is open (or closing) it holds the focus; the alert takes it once the dialog is gone.
  const dialogShowing = useRef(false);
  const alertAwaitsFocus = useRef(false);
  // Submit sits at the bottom of a long page and the alert at the top: on a phone, without this, nothing happens.
  useEffect(() => {
    if (!props.alert?.focus) return;
    if (dialogShowing.current) alertAwaitsFocus.current = true;
    else focusAlert();
  }, [props.alert]);

  const state = useMemo<WizardFormState>(
    () => ({
      retryingUnanswered: props.retryingUnanswered,
      position,
      goToStart: () => onPositionChange({ step: 0, page: 0 }),
    }),
    [props.retryingUnanswered, position, onPositionChange],
  );
  const useExtras = (props.useExtras ?? noExtras) as (values: V, state: WizardFormState) => WizardFormExtras<V, C>;
  const extras = useExtras(values, state);
  const context = useMemo(() => ({ ...props.context, ...extras.context }), [props.context, extras.context]);
  const { onExtrasContext } = props;
  useEffect(() => onExtrasContext(extras.context), [onExtrasContext, extras.context]);

  useDraftAutosave({
    store: drafts?.store ?? (NO_STORE as DraftStore<V>),
    storage: drafts?.storage,
    draftKey: drafts?.draftKey,
    values,
    position,
    idempotencyKey: props.idempotencyKey,
    pristine: pristine !== false,
  });

  const submitNow = async () => {
    if (finishing) return;
    setFinishing(true);
    try {
      const go = extras.beforeSubmit ? await extras.beforeSubmit(form.getState().values) : true;
      if (go) await form.submit();
    } finally {
      setFinishing(false);
      setConfirmOpen(false);
    }
  };
  const busy = props.submitting || finishing;

  const notices = (
    <>
      {props.header}
      {props.restored && (
        <Notice
          variant="info"
          testId="draft-restored"
          title={intl.formatMessage(formMessages.restored)}
          actions={
            <span>
              <SlButton size="small" data-testid="start-over" onClick={() => form.reset(props.onStartOver())}>
                {intl.formatMessage(formMessages.startOver)}
              </SlButton>{' '}
              <SlButton size="small" variant="text" onClick={props.onDismissRestored}>
                {intl.formatMessage(formMessages.dismiss)}
              </SlButton>
            </span>
          }
        />
      )}
      {props.alert && (
        <div ref={alertRef} tabIndex={-1} className="cc-alert-anchor" data-testid="submit-alert-anchor">
          <Notice
            variant="danger"
            testId="submit-alert"
            title={props.alert.title}
            messages={props.alert.messages}
            actions={
              <SlButton size="small" variant="text" onClick={props.onDismissAlert}>
                {intl.formatMessage(formMessages.dismiss)}
              </SlButton>
            }
          />
        </div>
      )}
    </>
  );

  const wizard = (
    <>
      <Wizard
        steps={props.steps}
        position={position}
        onPositionChange={onPositionChange}
        showErrors={props.showErrors}
        onShowErrorsChange={props.onShowErrorsChange}
        focusErrorsTick={props.focusErrorsTick}
        onNoFieldError={focusAlert}
        context={context}
        center={props.center}
        submitLabel={extras.submitLabel ?? props.submitLabel}
        onFinish={() => {
          if (!props.renderConfirm) return void submitNow();
          dialogShowing.current = true;
          setConfirmOpen(true);
        }}
        onLeave={props.onLeave}
        beforeAdvance={props.beforeAdvance}
        submitBlocked={extras.submitBlocked}
        submitting={busy}
        debug={props.debug}
        notices={notices}
        navNotice={extras.navNotice}
      />
      {props.renderConfirm && (
        <Suspense fallback={null}>
          {props.renderConfirm({
            open: confirmOpen,
            submitting: busy,
            onReview: () => {
              setConfirmOpen(false);
              onPositionChange({ step: 0, page: 0 });
            },
            onSubmit: () => void submitNow(),
            onClose: () => setConfirmOpen(false),
            onAfterHide: () => {
              dialogShowing.current = false;
              if (!alertAwaitsFocus.current) return false;
              alertAwaitsFocus.current = false;
              focusAlert();
              return true;
            },
          })}
        </Suspense>
      )}
    </>
  );
  return <>{extras.wrap ? extras.wrap(wizard) : wizard}</>;
}
