const ROOT_FONT_SIZE_PX = 16;

/**
 * Rewrites every rem length as px at a 16px root, so a host page's `html { font-size }` cannot
 * resize what lives in our shadow roots (rem always resolves against the host document's root).
 */
export function remToPx(css: string): string {
  return css.replace(/(-?\d*\.?\d+)rem\b/g, (_, value: string) => `${round(Number(value) * ROOT_FONT_SIZE_PX)}px`);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
