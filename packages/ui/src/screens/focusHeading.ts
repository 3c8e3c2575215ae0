// When a flow changes screen (the landing's "Start a new enquiry", the centre's Continue, a wizard page, the
// outcome), the control the family pressed is gone; the focus would fall to the page's body and a screen reader
// would say nothing. The new screen's heading takes it instead.
import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focuses the screen's own heading under root (its first h2: the h1 is the centre's name in the wizard's header,
 * the same on every page), focusable by script only, in view; null when there is none yet.
 */
export function focusHeading(root: ParentNode): HTMLElement | null {
  const heading = root.querySelector<HTMLElement>('h2') ?? root.querySelector<HTMLElement>('h1');
  if (!heading) return null;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.scrollIntoView?.({ block: 'nearest' });
  heading.focus({ preventScroll: true });
  return heading;
}

/**
 * Focuses root's heading now, or once it renders, and again if it is replaced: a page whose code loads on demand may
 * first keep showing the page before, or a loading screen. Returns what stops the wait; it also ends once the family
 * moves the focus to something inside, and after a while.
 */
export function focusHeadingOnceShown(root: HTMLElement): () => void {
  let heading = focusHeading(root);
  const observer = new MutationObserver(() => {
    const active = (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && active !== root && active !== heading && root.contains(active)) return stop();
    if (!heading?.isConnected) heading = focusHeading(root);
  });
  // A screen still without a heading after a while is not waited for: a later one must not snatch the focus.
  const giveUp = setTimeout(() => observer.disconnect(), 10_000);
  const stop = () => {
    observer.disconnect();
    clearTimeout(giveUp);
  };
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/**
 * After `screen` changes, the new screen's heading takes the focus. Not on the first render, where loading a page
 * must not pull the focus into a widget, unless the element carries `autofocus`: the hosted page sets it on an
 * element it mounts for the family's own move (a Start button that opened a new route), when the control pressed
 * has just gone with the element before.
 */
export function useFocusHeadingOnChange(screen: unknown, ref: RefObject<HTMLElement>, initially = false): void {
  const first = useRef(!initially);
  useEffect(() => {
    const root = ref.current;
    if (first.current || !root) {
      first.current = false;
      return;
    }
    return focusHeadingOnceShown(root);
  }, [screen, ref]);
}
