// A flow's wizard inside its final-form <Form>: the chrome (header, progress, navigation), the page of
// the current step, and Next/Back. Next validates the page shown; with errors it switches to explicit error
// display and moves to the first one; without, it goes on (one page per child in dynamic steps) and finally
// submits, after a confirmation when the flow asks for one. The position and the error switch are the flow's
// (controlled), so a restored draft or a server error can set them.
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { ShowErrorsContext } from '../form/ShowErrorsContext';
import { wizardMessages } from '../i18n/sharedMessages';
import { useWidgetEvents, useWidgetHost } from '../widget/events';
import type { CenterHeaderProps } from './CenterHeader';
import { focusHeadingOnceShown } from '../screens/focusHeading';
import { LoadingScreen } from './LoadingScreen';
import { WizardLayout } from './WizardLayout';
import { focusFirstError } from './focusFirstError';
import type { HostStepTarget } from './followHostStep';
import { backPosition, nextPosition, positionToken } from './navigation';
import type { StepContext, WizardPosition, WizardStep } from './step';

export interface WizardProps<V, C extends StepContext = StepContext> {
  steps: readonly WizardStep<V, C>[];
  position: WizardPosition;
  onPositionChange(position: WizardPosition): void;
  showErrors: boolean;
  onShowErrorsChange(show: boolean): void;
  /** Changed by the flow to move to the first error after it showed errors itself (from the server). */
  focusErrorsTick?: number;
  context: C;
  center: CenterHeaderProps;
  /** The last step's button; Submit when not given. */
  submitLabel?: string;
  /**
   * Called when Next passes a page that is not the last, before moving (a flow that keeps the family's answers on its
   * server saves them here); false stays on the page, whose errors the flow shows.
   */
  beforeAdvance?(values: V, next: WizardPosition): Promise<boolean>;
  /** Called when Next passes on the last page (the flow confirms, then submits). */
  onFinish(): void;
  /** Back on the very first page: leaves the form (history back, or the screen before). */
  onLeave?(): void;
  /** Blocks the forward button on the last step (e.g. the person-exists check), with its message shown. */
  submitBlocked?: boolean;
  submitting?: boolean;
  debug?: boolean;
  /** Alerts shown above the page (restored draft, server errors). */
  notices?: ReactNode;
  /** Errors were to be focused but the page shows none of them (a server error on a field it does not render). */
  onNoFieldError?(): void;
  /** Beside the navigation (e.g. why submit is blocked). */
  navNotice?: ReactNode;
}

export function Wizard<V, C extends StepContext = StepContext>(props: WizardProps<V, C>) {
  const { steps, position, context, showErrors, onNoFieldError } = props;
  const intl = useIntl();
  const form = useForm<V>();
  const { values, errors } = useFormState<V>({ subscription: { values: true, errors: true } });
  const { emit } = useWidgetEvents();
  const pageRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const step = steps[position.step];
  const [ownFocusTick, setOwnFocusTick] = useState(0);
  const [advancing, setAdvancing] = useState(false);
  const focusTick = ownFocusTick + (props.focusErrorsTick ?? 0);

  // After a failed Next the errors render in the same commit as the switch; move to the first once it is there.
  useEffect(() => {
    if (focusTick === 0) return;
    const root = pageRef.current;
    if (!root) return;
    const frame = requestAnimationFrame(() => {
      if (!focusFirstError(root.getRootNode() as ParentNode)) onNoFieldError?.();
    });
    return () => cancelAnimationFrame(frame);
    // Only a new tick focuses; a new callback alone must not pull the focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick]);

  // A new page starts at its top, with the focus on its heading so screen readers say where the family is.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const page = pageRef.current;
    if (!page) return;
    page.scrollIntoView?.({ block: 'start' });
    // The page's heading says where the family now is; until a page loaded on demand shows it, the page has the focus.
    page.focus({ preventScroll: true });
    return focusHeadingOnceShown(page);
  }, [position.step, position.page]);

  const total = steps.length;
  const token = positionToken(position);
  const shown = useRef(token);
  useEffect(() => {
    if (shown.current === token) return;
    const from = shown.current;
    shown.current = token;
    // Steps are counted from 1, like the "n / total" counter the family sees; the hosted page keeps its history by
    // `position` (every page of a step) and mirrors it back into the `step` attribute.
    emit('cc-step-change', { step: position.step + 1, total, position: token, from });
  }, [emit, token, position.step, total]);

  const go = (next: WizardPosition) => {
    moved.current = true;
    props.onShowErrorsChange(false);
    props.onPositionChange(next);
  };

  // The hosted page's Back, Forward and reload set the `step` attribute; the wizard goes there as far as the
  // family's answers allow. The element itself never touches history. What reads the attribute loads only once a
  // host page sets it (none does on a centre's own site), so the first screen does not carry it.
  const { element } = useWidgetHost();
  const latest = useRef<HostStepTarget>({ go, steps, context, token, values: () => form.getState().values });
  latest.current = { go, steps, context, token, values: () => form.getState().values };
  useEffect(() => {
    const follow = () => {
      if (element.hasAttribute('step')) void import('./followHostStep').then((m) => m.followHostStep(element, latest));
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(element, { attributes: true, attributeFilter: ['step'] });
    return () => observer.disconnect();
  }, [element]);

  if (!step) return null;

  const onNext = async () => {
    if (advancing) return;
    const current = form.getState().values;
    const pageErrors = step.validate(current, position.page, context);
    if (pageErrors.length > 0) {
      props.onShowErrorsChange(true);
      setOwnFocusTick((tick) => tick + 1);
      return;
    }
    const next = nextPosition(steps, position, current);
    if (next === 'submit') return props.onFinish();
    if (props.beforeAdvance) {
      setAdvancing(true);
      const goOn = await props.beforeAdvance(current, next).finally(() => setAdvancing(false));
      if (!goOn) return;
    }
    go(next);
  };

  const onBack = () => {
    const back = backPosition(steps, position, form.getState().values);
    if (back === 'leave') props.onLeave?.();
    else go(back);
  };

  const pages = Math.max(1, step.pages(values));
  const isLast = position.step === steps.length - 1;
  return (
    <ShowErrorsContext.Provider value={showErrors}>
      <WizardLayout
        center={props.center}
        steps={steps.map((s) => s.title ?? intl.formatMessage(s.label))}
        current={position.step}
        nav={{
          onBack,
          onNext: () => void onNext(),
          submitLabel: props.submitLabel,
          backOnFirst: props.onLeave !== undefined,
          forwardDisabled: isLast && props.submitBlocked,
          loading: props.submitting || advancing,
        }}
        debug={props.debug ? { enabled: true, values, errors } : undefined}
      >
        {props.notices}
        <div
          ref={pageRef}
          className="cc-wizard-page"
          tabIndex={-1}
          data-testid="wizard-page"
          data-step={step.id}
          data-page={position.page}
        >
          {step.perChild && pages > 1 && (
            <p className="cc-wizard-page__of" data-testid="wizard-page-of">
              {intl.formatMessage(wizardMessages.childOf, { page: position.page + 1, total: pages })}
            </p>
          )}
          {/* A flow may load its later steps' code on demand; usually it is preloaded by then. */}
          <Suspense fallback={<LoadingScreen />}>{step.render(position.page)}</Suspense>
        </div>
        {props.navNotice}
      </WizardLayout>
    </ShowErrorsContext.Provider>
  );
}
