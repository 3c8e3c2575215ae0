import { sortDays } from './day-picker';
import type { ScheduleDraft, ScheduleDay } from './schedule-types';

/**
 * A care type's schedule in the program modal: unselected; pending while being chosen (keeping the saved one, if
 * any, as a snapshot); finished once Select is pressed.
 */
export type ScheduleSelection =
  | { status: 'unselected' }
  | { status: 'pending'; draft: ScheduleDraft; snapshot?: ScheduleDraft }
  | { status: 'finished'; saved: ScheduleDraft };

export type ScheduleSelectionEvent =
  { type: 'edit'; draft: ScheduleDraft } | { type: 'select' } | { type: 'deselect' } | { type: 'close' };

export const SCHEDULE_ACTIONS = ['select', 'update', 'deselect'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export const UNSELECTED: ScheduleSelection = { status: 'unselected' };

const dayKey = (days: readonly ScheduleDay[]) =>
  sortDays(days)
    .map((day) => `${day.week}:${day.dayOfWeek}`)
    // Stryker disable next-line StringLiteral: each part is WEEKn:DAY, so the parts cannot run together ambiguously
    .join(',');

export const sameDays = (a: readonly ScheduleDay[], b: readonly ScheduleDay[]): boolean => dayKey(a) === dayKey(b);

export function scheduleSelectionReducer(state: ScheduleSelection, event: ScheduleSelectionEvent): ScheduleSelection {
  switch (event.type) {
    case 'edit': {
      const snapshot =
        state.status === 'finished' ? state.saved : state.status === 'pending' ? state.snapshot : undefined;
      return snapshot ? { status: 'pending', draft: event.draft, snapshot } : { status: 'pending', draft: event.draft };
    }
    case 'select':
      return state.status === 'pending' ? { status: 'finished', saved: state.draft } : state;
    case 'deselect':
      return UNSELECTED;
    case 'close':
      // Closing without choosing drops a schedule that was never saved, or puts back the one that was.
      if (state.status !== 'pending') return state;
      return state.snapshot ? { status: 'finished', saved: state.snapshot } : UNSELECTED;
  }
}

/** The schedule's button: Select until saved, Update when the days differ from the saved snapshot, else Deselect. */
export function scheduleAction(state: ScheduleSelection): ScheduleAction {
  if (state.status === 'finished') return 'deselect';
  // Stryker disable next-line ConditionalExpression: an unselected schedule has no snapshot either
  if (state.status === 'unselected' || !state.snapshot) return 'select';
  return sameDays(state.draft.days, state.snapshot.days) ? 'deselect' : 'update';
}

/** The schedule that counts for submission: only a finished one. */
export const savedSchedule = (state: ScheduleSelection): ScheduleDraft | undefined =>
  // Stryker disable next-line ConditionalExpression: only a finished schedule has a saved one
  state.status === 'finished' ? state.saved : undefined;
