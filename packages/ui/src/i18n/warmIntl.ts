// A first screen formats no number or date, so since the build's intl trims (scripts/rollup-intl-trims.mjs) it no
// longer makes Chromium load its number-formatting locale list (70-140 ms of a 4x-throttled CPU, once per page).
// The first later step that shows money, a date or a count would pay it at a click instead: the widgets pay it
// while the family reads the first screen.

let scheduled = false;

/** Once per page, when the main thread is idle (Safari has no requestIdleCallback: at the next task). */
export function warmIntlWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  (window.requestIdleCallback?.bind(window) ?? setTimeout)(() => {
    new Intl.NumberFormat().format(0);
    new Intl.DateTimeFormat().format(0);
  });
}
