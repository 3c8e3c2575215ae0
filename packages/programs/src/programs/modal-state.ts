// The program modal's state: which children are ticked, whether they get different schedules, and each child's
// schedule as a core ScheduleSelection (unselected / pending with its snapshot / finished). Select, Update and
// Deselect move a schedule between those states; what is finished is what the form keeps.
import {
  isDifferentSchedulesToggleShown,
  savedSchedule,
  scheduleAction,
  scheduleSelectionReducer,
  shareFirstSchedule,
  UNSELECTED,
  type ScheduleAction,
  type ScheduleDraft,
  type ScheduleSelection,
} from '@cc/core';
import type { ChildValues } from '../values';
import { toScheduleDraft } from '../schedule/scheduleDraft';
import { scheduleOf } from './program-model';

export interface ModalState {
  /** Keys of the ticked children, in the order the children were entered. */
  selected: string[];
  /** "Different schedules for each child"; off means one schedule shared by every ticked child. */
  different: boolean;
  schedules: Record<string, ScheduleSelection>;
}

export type ModalEvent =
  | { type: 'tick'; childKey: string; checked: boolean }
  | { type: 'edit'; childKeys: readonly string[]; draft: ScheduleDraft }
  | { type: 'different'; on: boolean }
  | { type: 'select'; childKeys: readonly string[] }
  | { type: 'deselect'; childKeys: readonly string[] }
  | { type: 'close' };

/** Children that already have the program open ticked, with their schedule saved (the snapshot). */
export function openModalState(eligible: readonly ChildValues[], programId: string): ModalState {
  const schedules: Record<string, ScheduleSelection> = {};
  const selected: string[] = [];
  for (const child of eligible) {
    const saved = scheduleOf(child, programId);
    schedules[child.key] = saved ? { status: 'finished', saved: toScheduleDraft(saved) } : UNSELECTED;
    if (saved) selected.push(child.key);
  }
  const drafts = selected.map((key) => JSON.stringify(savedSchedule(schedules[key] ?? UNSELECTED)));
  return { selected, different: new Set(drafts).size > 1, schedules };
}

/**
 * The schedule a child's selector shows: the one being edited, else the saved one, else the program's starting
 * schedule (`fresh`).
 */
export function currentDraft(state: ModalState, childKey: string, fresh: ScheduleDraft): ScheduleDraft {
  const selection = state.schedules[childKey] ?? UNSELECTED;
  if (selection.status === 'pending') return selection.draft;
  if (selection.status === 'finished') return selection.saved;
  return fresh;
}

const reduceEach = (
  state: ModalState,
  childKeys: readonly string[],
  event: Parameters<typeof scheduleSelectionReducer>[1],
): Record<string, ScheduleSelection> => {
  const schedules = { ...state.schedules };
  for (const key of childKeys) schedules[key] = scheduleSelectionReducer(schedules[key] ?? UNSELECTED, event);
  return schedules;
};

/** The children whose schedule the selector for `childKey` edits: just that child, or all ticked when shared. */
export const scheduleTargets = (state: ModalState, childKey: string): string[] =>
  state.different ? [childKey] : [...state.selected];

export function modalReducer(
  state: ModalState,
  event: ModalEvent,
  order: readonly string[],
  fresh: ScheduleDraft,
): ModalState {
  switch (event.type) {
    case 'tick': {
      if (!event.checked) {
        // Unticking a child takes its schedule off, like Deselect.
        return {
          ...state,
          selected: state.selected.filter((key) => key !== event.childKey),
          schedules: reduceEach(state, [event.childKey], { type: 'deselect' }),
        };
      }
      if (state.selected.includes(event.childKey)) return state;
      const selected = order.filter((key) => key === event.childKey || state.selected.includes(key));
      const first = state.selected[0];
      // A child ticked while schedules are shared starts from the shared schedule.
      const schedules =
        !state.different && first !== undefined
          ? reduceEach(state, [event.childKey], { type: 'edit', draft: copy(currentDraft(state, first, fresh)) })
          : state.schedules;
      return { ...state, selected, schedules };
    }
    case 'edit':
      return { ...state, schedules: reduceEach(state, event.childKeys, { type: 'edit', draft: event.draft }) };
    case 'different': {
      if (event.on || !isDifferentSchedulesToggleShown(state.selected)) return { ...state, different: event.on };
      const drafts = Object.fromEntries(state.selected.map((key) => [key, currentDraft(state, key, fresh)]));
      const shared = shareFirstSchedule(drafts, state.selected);
      const schedules = { ...state.schedules };
      for (const key of state.selected.slice(1)) {
        schedules[key] = scheduleSelectionReducer(schedules[key] ?? UNSELECTED, {
          type: 'edit',
          draft: shared[key] as ScheduleDraft,
        });
      }
      return { ...state, different: false, schedules };
    }
    case 'select': {
      const schedules = { ...state.schedules };
      for (const key of event.childKeys) {
        const selection = schedules[key] ?? UNSELECTED;
        // Select on an untouched schedule takes the one the selector shows.
        const pending =
          selection.status === 'unselected'
            ? scheduleSelectionReducer(selection, { type: 'edit', draft: fresh })
            : selection;
        schedules[key] = scheduleSelectionReducer(pending, { type: 'select' });
      }
      return { ...state, schedules };
    }
    case 'deselect':
      return {
        ...state,
        selected: state.selected.filter((key) => !event.childKeys.includes(key)),
        schedules: reduceEach(state, event.childKeys, { type: 'deselect' }),
      };
    case 'close':
      return { ...state, schedules: reduceEach(state, Object.keys(state.schedules), { type: 'close' }) };
  }
}

const copy = (draft: ScheduleDraft): ScheduleDraft => ({ ...draft, days: draft.days.map((day) => ({ ...day })) });

/**
 * The button under a selector. For a shared schedule the children may be at different points (one saved, one
 * just ticked): any still to choose makes it Select, any changed makes it Update.
 */
export function modalAction(state: ModalState, childKeys: readonly string[]): ScheduleAction {
  const actions = childKeys.map((key) => scheduleAction(state.schedules[key] ?? UNSELECTED));
  if (actions.includes('select')) return 'select';
  if (actions.includes('update')) return 'update';
  return 'deselect';
}

/**
 * What the form keeps for each eligible child: the last schedule Select (or Update) saved. A schedule being edited
 * keeps its snapshot there until Update, so closing the modal leaves the form as it was.
 */
export const savedDrafts = (state: ModalState): Record<string, ScheduleDraft | undefined> =>
  Object.fromEntries(
    Object.entries(state.schedules).map(([key, selection]) => [
      key,
      state.selected.includes(key) ? (savedSchedule(selection) ?? snapshotOf(selection)) : undefined,
    ]),
  );

const snapshotOf = (selection: ScheduleSelection): ScheduleDraft | undefined =>
  selection.status === 'pending' ? selection.snapshot : undefined;
