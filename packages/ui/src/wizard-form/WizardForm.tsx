// A flow's whole form: one final-form <Form> for every step (typed values are never lost between steps), the
// wizard position, the idempotency key, the draft, and the submission with its three outcomes (spec: success,
// field errors routed to their step and field, or a failure the family can retry with everything kept).
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Decorator } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { FieldError } from '@cc/core';
import { keepFieldsRegistered } from '../form/keepFieldsRegistered';
import { toFormErrors } from '../form/errors';
import { sharedMessages } from '../i18n/sharedMessages';
import { useWidgetEvents } from '../widget/events';
import { positionOfPaths, validPosition } from '../wizard/navigation';
import type { StepContext } from '../wizard/step';
import { formMessages } from './formMessages';
import type { SubmitAlert, WizardFormProps } from './types';
import { WizardFormBody } from './WizardFormBody';

export function WizardForm<V extends object, C extends StepContext, R>(props: WizardFormProps<V, C, R>) {
  const { steps, context, start, drafts } = props;
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const idempotencyKey = useRef(start.idempotencyKey);
  // Steps unmount their fields; without this, Back would bring a page back with what was typed on it wiped.
  const decorators = useMemo<Decorator<V>[]>(() => [keepFieldsRegistered as Decorator<V>], []);
  const [position, setPosition] = useState(() => validPosition(steps, start.position, start.values));
  const [showErrors, setShowErrors] = useState(false);
  const [focusErrorsTick, setFocusErrorsTick] = useState(0);
  const [restored, setRestored] = useState(start.restored);
  const [alert, setAlert] = useState<SubmitAlert>();
  const [retryingUnanswered, setRetryingUnanswered] = useState(false);
  // The flow's extras may add to the context from inside the form (data loaded for the values typed there); the
  // page's validation reads the same context as the wizard's Next, and runs again when it changes.
  const [extrasContext, setExtrasContext] = useState<Partial<C> | undefined>();

  // final-form's validation is the current page's: fields show their errors as the family goes.
  const validate = useCallback(
    (values: V) => {
      const step = steps[position.step];
      return step ? toFormErrors(step.validate(values, position.page, { ...context, ...extrasContext }), values) : {};
    },
    [steps, position, context, extrasContext],
  );

  const clearDraft = () => drafts?.store.clear(drafts.storage, drafts.draftKey);

  const showServerErrors = (errors: FieldError[], values: V) => {
    const at = positionOfPaths(
      steps,
      errors.map((e) => e.path),
      values,
    );
    if (at) setPosition(at);
    setShowErrors(true);
    setFocusErrorsTick((tick) => tick + 1);
    const describe = (error: FieldError) => {
      const message = intl.formatMessage({ id: error.key }, error.values);
      const place = error.path === '' ? undefined : props.describeErrorPlace?.(error.path, values);
      return place ? intl.formatMessage(formMessages.errorAt, { place, message }) : message;
    };
    // The first field error takes the focus; when the page shows none (the wizard says so), the alert does.
    setAlert({
      title: intl.formatMessage(formMessages.checkFields),
      messages: [...new Set(errors.map(describe))],
      focus: false,
    });
  };

  const onSubmit = async (values: V) => {
    setAlert(undefined);
    const outcome = await props.submit(values, idempotencyKey.current);
    if (outcome.kind === 'success') {
      clearDraft();
      emit('cc-submitted', { result: outcome.result });
      props.onSubmitted(outcome.result);
      return undefined;
    }
    if (outcome.kind === 'invalid') {
      // Nothing was stored: the corrected submission is a new request, with a key of its own.
      idempotencyKey.current = props.newIdempotencyKey();
      setRetryingUnanswered(false);
      showServerErrors(outcome.errors, values);
      return toFormErrors(
        outcome.errors.filter((error) => error.path !== ''),
        values,
      );
    }
    setRetryingUnanswered(true);
    const messages =
      outcome.messages.length > 0 ? outcome.messages : [intl.formatMessage(sharedMessages.unableToProcess)];
    setAlert({ title: props.submitFailedTitle, messages, focus: true });
    // The host page hears of a failed submit too; what the family typed stays in the form for the retry.
    emit('cc-error', { message: messages[0] ?? '' });
    return undefined;
  };

  const startOver = (): V => {
    clearDraft();
    idempotencyKey.current = props.newIdempotencyKey();
    setRetryingUnanswered(false);
    setRestored(false);
    setAlert(undefined);
    setShowErrors(false);
    setPosition({ step: 0, page: 0 });
    return props.freshValues();
  };

  return (
    <Form<V>
      initialValues={start.values}
      decorators={decorators}
      validate={validate}
      onSubmit={onSubmit}
      subscription={{ submitting: true }}
      render={({ submitting }) => (
        <WizardFormBody
          {...props}
          position={position}
          onPositionChange={(next) => {
            setRestored(false);
            setPosition(next);
          }}
          showErrors={showErrors}
          onShowErrorsChange={setShowErrors}
          focusErrorsTick={focusErrorsTick}
          submitting={submitting === true}
          alert={alert}
          onDismissAlert={() => setAlert(undefined)}
          restored={restored}
          onDismissRestored={() => setRestored(false)}
          idempotencyKey={idempotencyKey}
          retryingUnanswered={retryingUnanswered}
          onStartOver={startOver}
          onExtrasContext={setExtrasContext}
        />
      )}
    />
  );
}
