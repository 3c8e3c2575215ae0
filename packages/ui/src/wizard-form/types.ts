import type { ReactNode } from 'react';
import type { DraftStore } from '../draft/draftStore';
import type { SubmitOutcome } from '../submit/submitResult';
import type { CenterHeaderProps } from '../wizard/CenterHeader';
import type { StepContext, WizardPosition, WizardStep } from '../wizard/step';

/** Where a form opens: fresh, or from a draft (then `restored`, and the notice offers to start over). */
export interface WizardFormStart<V> {
  values: V;
  position: WizardPosition;
  idempotencyKey: string;
  restored: boolean;
}

/** What the shell tells a flow's extras hook. */
export interface WizardFormState {
  /**
   * The current idempotency key went out and no answer came back: the server may hold the submission already, so a
   * flow's pre-submit checks (which would find the family's own first attempt) should step aside for the retry.
   */
  retryingUnanswered: boolean;
  /** The page shown. */
  position: WizardPosition;
  /** Back to the first page (e.g. a check's "Go Back"). */
  goToStart(): void;
}

/** What a flow adds from inside the form (its checks run on the live values there). */
export interface WizardFormExtras<V, C> {
  /** Merged into the step context the pages and Next validate with. */
  context?: Partial<C>;
  /** Blocks the last step's button (with `navNotice` saying why). */
  submitBlocked?: boolean;
  navNotice?: ReactNode;
  /** The last step's button when it depends on the live values (re-enrolment's "Pay Now" when a fee is due). */
  submitLabel?: string;
  /** Runs right before the submission is sent; false stops it (its message is the flow's to show). */
  beforeSubmit?(values: V): Promise<boolean>;
  /** Wraps the wizard, e.g. in a context provider for the flow's steps. */
  wrap?(wizard: ReactNode): ReactNode;
}

export interface ConfirmSubmitProps {
  open: boolean;
  submitting: boolean;
  /** Back to the first page to review. */
  onReview(): void;
  onSubmit(): void;
  onClose(): void;
  /**
   * Called once the dialog is fully hidden; true when the shell moved the focus itself (to a failed submission's
   * alert), so the dialog must not give it back to the control that opened it.
   */
  onAfterHide(): boolean;
}

export interface WizardFormProps<V extends object, C extends StepContext, R> {
  steps: readonly WizardStep<V, C>[];
  /** The context every page validates with (region, today, ...). */
  context: C;
  /** Computed once by the flow (fresh values, or its draft); see WizardFormStart. */
  start: WizardFormStart<V>;
  /** The values "Start over" resets to. */
  freshValues(): V;
  newIdempotencyKey(): string;
  /** Autosave (and clearing after a submission) of the flow's drafts; no draft without a key. */
  drafts?: { store: DraftStore<V>; storage?: Storage; draftKey?: string };
  /** Sends the values (the flow's mutation through useSubmitMutation). */
  submit(values: V, idempotencyKey: string): Promise<SubmitOutcome<R>>;
  onSubmitted(result: R): void;
  /** The alert's title when sending failed ("Your inquiry could not be sent."). */
  submitFailedTitle: string;
  center: CenterHeaderProps;
  /** The last step's button; Submit when not given. */
  submitLabel?: string;
  /** Before Next moves on (see Wizard's beforeAdvance): a form kept on the server saves each step here. */
  beforeAdvance?(values: V, next: WizardPosition): Promise<boolean>;
  /** A confirmation before sending (rendered lazily, in a Suspense boundary). */
  renderConfirm?(props: ConfirmSubmitProps): ReactNode;
  /** Back on the first page. */
  onLeave?(): void;
  debug?: boolean;
  /** Shown above the notices (a flow's own styles, for instance). */
  header?: ReactNode;
  /**
   * Where a server error's form path is, in the family's words ("Ava Smith, Toddler Room"), so an error on a field
   * the page does not show still says where it is; undefined when the path is a field of its own or the whole form.
   */
  describeErrorPlace?(path: string, values: V): string | undefined;
  /** A hook the shell calls inside the form with the live values; the same function on every render. */
  useExtras?(values: V, state: WizardFormState): WizardFormExtras<V, C>;
}

export interface SubmitAlert {
  title: string;
  messages: string[];
  /** Scrolled into view and focused when shown (a failure the family can only retry is at the top of a long page). */
  focus: boolean;
}
