import { useEffect, type RefObject } from 'react';

/** What we need of a Shoelace element; its typings differ from HTMLElement's in details (autocorrect). */
type LitElementLike = Pick<HTMLElement, 'shadowRoot'> & { updateComplete?: Promise<unknown> };

/**
 * Shoelace keeps the focusable control inside its own shadow root, and does not mark it invalid itself. Assistive
 * technology reads aria-invalid from that inner control, so we set it there once the component has rendered. Lit
 * leaves attributes its template does not bind alone, so the mark survives re-renders. Its aria-describedby
 * already points at the help-text slot, where the fields put the error message.
 */
export function useInnerAriaInvalid(ref: RefObject<LitElementLike | null>, selector: string, invalid: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const apply = () => {
      if (cancelled) return;
      const inner = element.shadowRoot?.querySelector(selector);
      if (!inner) return;
      if (invalid) inner.setAttribute('aria-invalid', 'true');
      else inner.removeAttribute('aria-invalid');
    };
    apply();
    void element.updateComplete?.then(apply);
    return () => {
      cancelled = true;
    };
  }, [ref, selector, invalid]);
}
