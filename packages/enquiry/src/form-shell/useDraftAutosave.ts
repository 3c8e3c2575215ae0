import { useEffect, useRef, type MutableRefObject } from 'react';
import { DRAFT_VERSION, saveDraft } from '../draft';
import type { EnquiryFormValues } from '../form-values';
import type { WizardPosition } from '@cc/ui';

/** Typing is saved after a short pause; a new page is saved at once (the spec saves the step on each Next). */
export const DRAFT_SAVE_DELAY_MS = 400;

export function useDraftAutosave(args: {
  storage?: Storage;
  draftKey?: string;
  values: EnquiryFormValues;
  position: WizardPosition;
  idempotencyKey: MutableRefObject<string>;
  /** Nothing typed since the form opened: a fresh form on its first page leaves no draft behind. */
  pristine: boolean;
}): void {
  const { storage, draftKey, values, position, idempotencyKey, pristine } = args;
  const latest = useRef({ values, position });
  latest.current = { values, position };

  const save = useRef(() => undefined as void);
  save.current = () => {
    const { values: v, position: p } = latest.current;
    if (pristine && p.step === 0 && p.page === 0) return;
    saveDraft(storage, draftKey, {
      version: DRAFT_VERSION,
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
