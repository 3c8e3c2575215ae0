import { useEffect, useRef, type MutableRefObject } from 'react';
import type { WizardPosition } from '../wizard/step';
import type { DraftStore } from './draftStore';

/** Typing is saved after a short pause; a new page is saved at once (the spec saves the step on each Next). */
export const DRAFT_SAVE_DELAY_MS = 400;

export function useDraftAutosave<V>(args: {
  store: DraftStore<V>;
  storage?: Storage;
  draftKey?: string;
  values: V;
  position: WizardPosition;
  idempotencyKey: MutableRefObject<string>;
  /** Nothing typed since the form opened: a fresh form on its first page leaves no draft behind. */
  pristine: boolean;
}): void {
  const { store, storage, draftKey, values, position, idempotencyKey, pristine } = args;
  const latest = useRef({ values, position, key: idempotencyKey.current });
  latest.current = { values, position, key: idempotencyKey.current };

  const save = useRef(() => undefined as void);
  save.current = () => {
    const { values: v, position: p, key } = latest.current;
    if (pristine && p.step === 0 && p.page === 0) return;
    // The key changed since these values were rendered (Start over, a refused submit): a timer that fires before the
    // next render would pair the new key with the old answers. The next render saves what is current.
    if (key !== idempotencyKey.current) return;
    store.save(storage, draftKey, {
      version: store.version,
      values: v,
      step: p.step,
      page: p.page,
      idempotencyKey: idempotencyKey.current,
    });
  };

  useEffect(() => {
    const timer = setTimeout(() => save.current(), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values]);

  const firstPosition = useRef(true);
  useEffect(() => {
    if (firstPosition.current) {
      firstPosition.current = false;
      return;
    }
    save.current();
  }, [position.step, position.page]);
}
