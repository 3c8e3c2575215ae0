// The page-wide marker the loader leaves for defineWidget (api default), for the widgets' JSON link (the answers it
// asked for early) and for a second copy of itself.
import type { EarlyAnswers } from './early';

export interface CcWidgetsGlobal {
  version: string;
  apiDefault: string;
  /** Set by the loader that claimed the page (early.ts). */
  early?: EarlyAnswers;
}

declare global {
  interface Window {
    __ccWidgets?: CcWidgetsGlobal;
  }
}

export type Claim = 'claimed' | 'same-version' | 'other-version';

/**
 * Claims the page for this loader. A second copy of the same version does nothing; a different version must
 * not register anything, or the two would import different runtimes for the same tags.
 */
export function claimPage(win: Window, version: string, apiDefault: string): Claim {
  const existing = win.__ccWidgets;
  if (existing) return existing.version === version ? 'same-version' : 'other-version';
  win.__ccWidgets = { version, apiDefault };
  return 'claimed';
}

/** The GraphQL endpoint on the server that served the loader script. */
export function apiFromScript(scriptSrc: string | undefined, fallbackOrigin: string): string {
  const origin = scriptSrc ? new URL(scriptSrc, fallbackOrigin).origin : fallbackOrigin;
  return `${origin}/graphql`;
}
