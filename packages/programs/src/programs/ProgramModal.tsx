import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm } from 'react-final-form';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import { useDialogFocus } from '@cc/ui/dialog';
import {
  isDifferentSchedulesToggleShown,
  validateProgramModal,
  type FieldError,
  type Region,
  type ScheduleAction,
  type ScheduleDraft,
} from '@cc/core';
import type { ChildValues, ProgramChoiceValues } from '../values';
import type { ChildProgram } from '../schedule/childPrograms';
import {
  newScheduleDraft,
  normaliseDraft,
  programDates,
  programDayLimits,
  toProgramSchedule,
} from '../schedule/scheduleDraft';
import { errorFor } from '../schedule/fieldErrors';
import { ChildPicker } from './ChildPicker';
import { isOwnEvent } from './dialogEvents';
import { modalMessages } from './messages';
import {
  currentDraft,
  modalReducer,
  openModalState,
  savedDrafts,
  type ModalEvent,
  type ModalState,
} from './modal-state';
import { childrenForProgram, scheduleOf, withChildSchedule } from './program-model';
import { ProgramDetails } from './ProgramDetails';
import { ModalSchedule } from './ModalSchedule';

export interface ProgramModalProps {
  programId: string;
  /** The child whose list the modal was opened from: ticked when the modal opens. */
  openedFor: string;
  programsFor(childKey: string): readonly ChildProgram[];
  region: Region;
  today: string;
  showApplicationFee: boolean;
  /** After the dialog has finished hiding, so the parent can unmount it. */
  onClosed(): void;
}

const checkedOf = (event: Event) => (event.target as unknown as { checked: boolean }).checked;
const sameDraft = (a: ScheduleDraft, b: ScheduleDraft) => JSON.stringify(a) === JSON.stringify(b);
const isChildsError = (key: string) => (error: FieldError) => error.path.startsWith(`schedules.${key}.`);

/**
 * The program modal. Select / Update / Deselect save or drop a schedule in the form at once; Save selects every
 * ticked child's schedule and closes; Cancel (or Escape) closes, dropping what was never selected and putting
 * back what was edited since.
 */
export function ProgramModal(props: ProgramModalProps) {
  const { programId, openedFor, programsFor, region, today, showApplicationFee, onClosed } = props;
  const intl = useIntl();
  const form = useForm<ProgramChoiceValues>();
  const programOf = useCallback(
    (childKey: string) => programsFor(childKey).find((program) => program.id === programId),
    [programsFor, programId],
  );
  // The children and the program are read once: the modal works on what was there when it opened.
  const [eligible] = useState(() => childrenForProgram(form.getState().values.children, programsFor, programId));
  const program = programOf(openedFor) ?? (eligible[0] && programOf(eligible[0].key));
  const order = useMemo(() => eligible.map((child) => child.key), [eligible]);
  const fresh = useMemo(
    () => (program ? newScheduleDraft(program, today, { region }) : { cycleType: 'Weekly' as const, days: [] }),
    [program, today, region],
  );
  const reduce = (state: ModalState, event: ModalEvent) => modalReducer(state, event, order, fresh);

  const [state, setState] = useState<ModalState>(() => {
    const opened = openModalState(eligible, programId);
    return opened.selected.includes(openedFor) || !order.includes(openedFor)
      ? opened
      : modalReducer(opened, { type: 'tick', childKey: openedFor, checked: true }, order, fresh);
  });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [open, setOpen] = useState(true);
  // Closed, the focus goes back to the card's button (when a flexible-care notice came first, nothing had it).
  const focus = useDialogFocus((root) =>
    root.querySelector<HTMLElement>(
      `[data-testid="program-card-${openedFor}-${programId}"] [data-testid="program-card-open"]`,
    ),
  );

  if (!program) return null;
  const limits = { ...programDates(program), ...programDayLimits(program) };
  const validate = (next: ModalState, keys: readonly string[]) =>
    validateProgramModal(
      keys,
      Object.fromEntries(keys.map((key) => [key, currentDraft(next, key, fresh)])),
      limits,
      today,
    );

  /** Writes each eligible child's saved schedule for this program into the form (or takes it out). */
  const commit = (next: ModalState) => {
    const saved = savedDrafts(next);
    let children: ChildValues[] = form.getState().values.children;
    for (const child of eligible) {
      const draft = saved[child.key];
      const entry = programOf(child.key);
      const schedule =
        draft && entry ? toProgramSchedule(entry, normaliseDraft(entry, draft, today, { region })) : undefined;
      const current = children.find((candidate) => candidate.key === child.key);
      const existing = current && scheduleOf(current, programId);
      if (JSON.stringify(existing) === JSON.stringify(schedule)) continue;
      children = withChildSchedule(children, child.key, programId, schedule);
    }
    if (children !== form.getState().values.children) form.change('children', children);
  };

  const apply = (event: ModalEvent): ModalState => {
    const next = reduce(state, event);
    setState(next);
    return next;
  };

  const choose = (keys: readonly string[]) => {
    const found = validate(state, keys);
    setErrors((previous) => [...previous.filter((error) => !keys.some((key) => isChildsError(key)(error))), ...found]);
    if (found.length === 0) commit(apply({ type: 'select', childKeys: keys }));
    else focus.focusErrors();
  };

  const onAction = (keys: readonly string[], action: ScheduleAction) => {
    if (action !== 'deselect') return choose(keys);
    setErrors((previous) => previous.filter((error) => !keys.some((key) => isChildsError(key)(error))));
    commit(apply({ type: 'deselect', childKeys: keys }));
  };

  const onEdit = (keys: readonly string[], draft: ScheduleDraft) => {
    const first = keys[0];
    // The selector reports its corrected value on mount; an unchanged schedule must not count as an edit.
    if (first === undefined || sameDraft(draft, currentDraft(state, first, fresh))) return;
    const next = apply({ type: 'edit', childKeys: keys, draft });
    // Once a schedule has shown an error, it is checked again as it changes, so a fixed one clears at once.
    if (errors.some((error) => keys.some((key) => isChildsError(key)(error)))) {
      setErrors((previous) => [
        ...previous.filter((error) => !keys.some((key) => isChildsError(key)(error))),
        ...validate(next, keys),
      ]);
    }
  };

  const onTick = (childKey: string, checked: boolean) => {
    const next = apply({ type: 'tick', childKey, checked });
    setErrors((previous) => previous.filter((error) => error.path !== 'children' && !isChildsError(childKey)(error)));
    if (!checked) commit(next);
  };

  const onSave = () => {
    const found = validate(state, state.selected);
    setErrors(found);
    // On a phone the first error may be far below: it comes into view with its control focused.
    if (found.length > 0) return focus.focusErrors();
    commit(apply({ type: 'select', childKeys: state.selected }));
    setOpen(false);
  };

  const onCancel = () => {
    commit(apply({ type: 'close' }));
    setOpen(false);
  };

  const idPrefix = `program-modal-${programId}`;
  return (
    <SlDialog
      open={open}
      label={program.programName}
      className="cc-programs__modal"
      data-testid="program-modal"
      onSlRequestClose={(event) => {
        if (!isOwnEvent(event)) return;
        event.preventDefault();
        onCancel();
      }}
      ref={focus.ref as never}
      onSlShow={focus.onShow}
      onSlInitialFocus={focus.onInitialFocus}
      onSlAfterHide={(event) => {
        focus.onAfterHide(event);
        if (isOwnEvent(event)) onClosed();
      }}
    >
      {program.description && <p className="cc-programs__description">{program.description}</p>}
      <ProgramDetails program={program} region={region} showApplicationFee={showApplicationFee} />
      <ChildPicker
        children={eligible}
        selected={state.selected}
        onTick={onTick}
        region={region}
        today={today}
        idPrefix={idPrefix}
        error={errorFor(errors, 'children')}
      />
      {isDifferentSchedulesToggleShown(state.selected) && (
        <SlSwitch
          className="cc-programs__different"
          checked={state.different}
          data-testid="program-modal-different"
          onSlChange={(event) => apply({ type: 'different', on: checkedOf(event) })}
        >
          {intl.formatMessage(modalMessages.differentSchedules)}
        </SlSwitch>
      )}
      <ModalSchedule
        state={state}
        children={eligible}
        programOf={programOf}
        fresh={fresh}
        errors={errors}
        region={region}
        today={today}
        idPrefix={idPrefix}
        onEdit={onEdit}
        onAction={onAction}
      />
      <div slot="footer" className="cc-programs__dialog-actions">
        <SlButton data-testid="program-modal-cancel" onClick={onCancel}>
          {intl.formatMessage(modalMessages.cancel)}
        </SlButton>
        <SlButton variant="primary" data-testid="program-modal-save" onClick={onSave}>
          {intl.formatMessage(modalMessages.save)}
        </SlButton>
      </div>
    </SlDialog>
  );
}
