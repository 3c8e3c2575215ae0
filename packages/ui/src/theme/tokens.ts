/**
 * The host page themes an element with --cc-* custom properties; these map them onto the Shoelace
 * tokens the components read. Without them the spec's pink primary applies.
 */
export const tokenCss = `
:host {
  --cc-primary: var(--cc-color-primary, var(--sl-color-pink-600));
  --sl-color-primary-50: color-mix(in srgb, var(--cc-primary) 8%, white);
  --sl-color-primary-100: color-mix(in srgb, var(--cc-primary) 16%, white);
  --sl-color-primary-200: color-mix(in srgb, var(--cc-primary) 32%, white);
  --sl-color-primary-300: color-mix(in srgb, var(--cc-primary) 50%, white);
  --sl-color-primary-400: color-mix(in srgb, var(--cc-primary) 72%, white);
  --sl-color-primary-500: color-mix(in srgb, var(--cc-primary) 88%, white);
  --sl-color-primary-600: var(--cc-primary);
  --sl-color-primary-700: color-mix(in srgb, var(--cc-primary) 86%, black);
  --sl-color-primary-800: color-mix(in srgb, var(--cc-primary) 72%, black);
  --sl-color-primary-900: color-mix(in srgb, var(--cc-primary) 58%, black);
  --sl-color-primary-950: color-mix(in srgb, var(--cc-primary) 40%, black);
  /*
   * Shoelace's focus ring on inputs is the primary colour at 40% (1.5:1 against white). WCAG 2.4.13 and 1.4.11
   * ask for 3:1: every control's ring is a solid, darker primary, also beside a red error border.
   */
  --sl-input-focus-ring-color: var(--sl-color-primary-800);
  --sl-focus-ring-color: var(--sl-color-primary-800);
  --sl-border-radius-small: var(--cc-radius, 3px);
  --sl-border-radius-medium: var(--cc-radius, 4px);
  --sl-border-radius-large: var(--cc-radius, 8px);
  --sl-font-sans: var(--cc-font-family, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif);
  display: block;
  font-family: var(--sl-font-sans);
  font-size: var(--sl-font-size-medium);
  line-height: var(--sl-line-height-normal);
  color: var(--sl-color-neutral-900);
  /* A family may type a 100-character name without a space: it wraps inside its card instead of widening it. */
  overflow-wrap: anywhere;
}
/*
 * A centre's page may set a font on every element (\`* { font-family: ... }\`), and page rules beat :host on the
 * host element itself, so the widget's own top-level elements set the font again: everything inside inherits the
 * widget's font (or --cc-font-family), never the page's. Native controls do not inherit fonts unless told to.
 */
:host > * { font-family: var(--sl-font-sans); }
input, select, textarea, button { font-family: inherit; }
[hidden] { display: none !important; }
/* Shoelace's success and warning badges put white 12px text on 600 shades (3.2:1); the 700 shades pass 4.5:1. */
sl-badge[variant='success']::part(base) { background-color: var(--sl-color-success-700); }
sl-badge[variant='warning']::part(base) { background-color: var(--sl-color-warning-700); }
`;
