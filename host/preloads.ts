import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Sizes {
  runtimeFiles?: string[];
  flows?: Record<string, { firstScreenFiles?: string[]; views?: Record<string, string[]> }>;
}

/**
 * What a route's page needs before its element can draw, by tag: the shared runtime and the flow's first-screen
 * chunks, read from the build's report (dist/sizes.json). Listed in the page's head as modulepreload, the browser
 * fetches them with the loader instead of one after another (loader, then the flow's chunk, then the runtime it
 * imports). A view whose screen loads lazily (re-enrolment, the offer's print view) adds that screen's chunks, which
 * the flow would otherwise ask for only once its own chunk has run. Without a report (no build yet), nothing is
 * preloaded.
 */
export function firstScreenPreloads(distDir: string): (tag: string, view?: string) => string[] {
  const file = join(distDir, 'sizes.json');
  let sizes: Sizes = {};
  if (existsSync(file)) {
    try {
      sizes = JSON.parse(readFileSync(file, 'utf8')) as Sizes;
    } catch {
      sizes = {};
    }
  }
  const safe = (name: string) => /^chunks\/[A-Za-z0-9_.-]+\.js$/.test(name);
  return (tag, view) => {
    const flow = sizes.flows?.[tag];
    const forView = view === undefined ? [] : (flow?.views?.[view] ?? []);
    return [...(sizes.runtimeFiles ?? []), ...(flow?.firstScreenFiles ?? []), ...forView]
      .filter(safe)
      .map((name) => `/widgets/${name}`);
  };
}
