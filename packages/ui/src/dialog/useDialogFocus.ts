// Where the focus goes around a dialog. Shoelace's sl-dialog remembers `document.activeElement` to give the focus
// back on close, but inside a widget's shadow root that is the widget's host element, so the focus fell to the
// page's body. The dialog's own shadow-root neighbour is the control that opened it: that one gets it back (or,
// when it is gone, what the dialog changed), and on open the dialog's first field takes it, not the bare panel.
// A subpath of @cc/ui (`@cc/ui/dialog`): only later steps have dialogs, so the first screen does not carry it.
import { useCallback, useRef } from 'react';
import { focusFirstError } from '../wizard/focusFirstError';

/** The fields a family fills in, Shoelace's and native; buttons are not fields (the footer's come last anyway). */
const FIELDS =
  'sl-input:not([disabled]), sl-select:not([disabled]), sl-textarea:not([disabled]), sl-checkbox:not([disabled]), ' +
  'sl-radio-group, sl-switch:not([disabled]), input:not([type="hidden"]):not([disabled]), select, textarea';

export interface DialogFocus {
  /**
   * On the SlDialog. Shoelace emits no sl-show for a dialog that mounts already open (the program modal does), so the
   * opener and the first field are handled here for those.
   */
  ref(dialog: HTMLElement | null): void;
  /** SlDialog's onSlShow: remembers the control that opened it (Shoelace has not moved the focus yet). */
  onShow(event: Event): void;
  /** SlDialog's onSlInitialFocus: the first field, if the dialog has one (else Shoelace focuses the panel). */
  onInitialFocus(event: Event): void;
  /** SlDialog's onSlAfterHide: the opener gets the focus back, else the fallback (what the dialog changed). */
  onAfterHide(event: Event): void;
  /** After errors rendered in the dialog: the first one scrolls into view, with its control focused. */
  focusErrors(): void;
  /** Before closing on a choice: what the choice changed takes the focus instead of the opener. */
  returnTo(find: Finder): void;
}

type Finder = (root: ParentNode) => HTMLElement | null | undefined;

function focusFirstField(dialog: HTMLElement): boolean {
  const first = dialog.querySelector<HTMLElement>(FIELDS);
  first?.focus({ preventScroll: true });
  return first !== null;
}

// Shoelace's show and hide events bubble: a dialog acts only on its own.
const own = (event: Event) => event.target === event.currentTarget;

/** `fallback` finds, in the dialog's root (the widget's shadow root), what takes the focus when the opener is gone. */
export function useDialogFocus(fallback?: Finder): DialogFocus {
  const dialog = useRef<HTMLElement | null>(null);
  const root = useRef<Document | ShadowRoot | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const chosen = useRef<Finder | null>(null);
  const latestFallback = useRef(fallback);
  latestFallback.current = fallback;

  const remember = useCallback((element: HTMLElement) => {
    dialog.current = element;
    root.current = element.getRootNode() as Document | ShadowRoot;
    const active = root.current.activeElement as HTMLElement | null;
    opener.current = active && active !== element && !element.contains(active) ? active : null;
  }, []);

  const onShow = useCallback(
    (event: Event) => {
      if (own(event)) remember(event.currentTarget as HTMLElement);
    },
    [remember],
  );

  const onInitialFocus = useCallback((event: Event) => {
    if (own(event) && focusFirstField(event.currentTarget as HTMLElement)) event.preventDefault();
  }, []);

  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || element === dialog.current) return;
      dialog.current = element;
      // React sets the dialog's `open` after attaching the ref; Shoelace renders it a moment later.
      void Promise.resolve().then(async () => {
        const shown = element as HTMLElement & { open?: boolean; updateComplete?: Promise<unknown> };
        if (!shown.open) return;
        remember(element);
        await shown.updateComplete;
        requestAnimationFrame(() => focusFirstField(element));
      });
    },
    [remember],
  );

  const onAfterHide = useCallback((event: Event) => {
    if (!own(event)) return;
    const target = opener.current;
    const changed = chosen.current;
    chosen.current = null;
    // After Shoelace's own attempt (a zero timeout too), which only reaches the widget's host element.
    setTimeout(() => {
      const inRoot = root.current;
      const first = changed && inRoot ? changed(inRoot) : undefined;
      const to = first ?? (target?.isConnected ? target : inRoot && latestFallback.current?.(inRoot));
      to?.focus();
    });
  }, []);

  const focusErrors = useCallback(() => {
    requestAnimationFrame(() => {
      if (dialog.current) focusFirstError(dialog.current);
    });
  }, []);

  const returnTo = useCallback((find: Finder) => {
    chosen.current = find;
  }, []);

  return { ref, onShow, onInitialFocus, onAfterHide, focusErrors, returnTo };
}
