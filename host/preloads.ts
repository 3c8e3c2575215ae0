import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Sizes {
  runtimeFiles?: string[];
  flows?: Record<string, { firstScreenFiles?: string[] }>;
}

/**
 * What a route's page needs before its element can draw, by tag: the shared runtime and the flow's first-screen
 * chunks, read from the build's report (dist/sizes.json). Listed in the page's head as modulepreload, the browser
 * fetches them with the loader instead of one after another (loader, then the flow's chunk, then the runtime it
 * imports). Without a report (no build yet), nothing is preloaded.
 */
export function firstScreenPreloads(distDir: string): (tag: string) => string[] {
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
  return (tag) =>
    [...(sizes.runtimeFiles ?? []), ...(sizes.flows?.[tag]?.firstScreenFiles ?? [])]
      .filter(safe)
      .map((name) => `/widgets/${name}`);
}
