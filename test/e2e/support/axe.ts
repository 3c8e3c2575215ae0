// Runs axe-core in the page and fails with every violation listed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  // Evaluated through the browser's debugging protocol, not added as a <script>: the hosted pages' policy allows no
  // inline script, and the audit must see those pages as families get them.
  axeSource ??= readFileSync(AXE_SCRIPT, 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes }));
  });
  const report = violations
    .map(
      (v) =>
        `${v.impact ?? 'unknown'} ${v.id}: ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    )
    .join('\n');
  assert.equal(violations.length, 0, `axe violations on ${label}:\n${report}`);
}
