// The hosted page's history for a flow's wizard: each page of a step gets a history entry, so the browser's Back and
// Forward move one page, and a reload (history state survives it) reopens the page the family was on. Pure, so the
// rules are unit-tested; client.ts applies them to `history` and the element's `step` attribute.

/** What an entry of this page's history remembers about the wizard. */
export interface StepEntry {
  at: string;
  /** The position of the entry before this one, when that entry is the same wizard's. */
  before?: string;
}

export type StepHistoryAction =
  | { kind: 'none' }
  // The family pressed the wizard's own Back to the page of the entry before: walk history back instead of piling a
  // new entry on, so Forward still leads on.
  | { kind: 'back' }
  | { kind: 'push'; replaceFirst?: StepEntry; push: StepEntry };

export function stepEntryOf(state: unknown): StepEntry | undefined {
  const entry = (state as { ccStep?: unknown } | null)?.ccStep as StepEntry | undefined;
  return entry && typeof entry.at === 'string' ? entry : undefined;
}

/** What to do with history when the element says the wizard moved from `from` to `position`. */
export function onStepChange(
  current: StepEntry | undefined,
  change: { position: string; from: string },
): StepHistoryAction {
  if (current?.at === change.position) return { kind: 'none' };
  if (current?.before === change.position) return { kind: 'back' };
  // The entry the family arrived on knows no position yet: it is where the wizard was before this move.
  const replaceFirst = current ? undefined : { at: change.from };
  return { kind: 'push', replaceFirst, push: { at: change.position, before: current?.at ?? change.from } };
}
