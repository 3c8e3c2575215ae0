import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SizeSummary } from './budgets';

// A family who follows a centre's re-enrolment link waits for the re-enrolment page and its first step, the centre;
// the later steps (children, contacts, review) with the schedules and the cost estimate they show load while the
// family chooses. Each marker (a step's test id, an operation name) stands for the code beside it.
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const sizes = (): SizeSummary => {
  const file = `${DIST}sizes.json`;
  assert.ok(existsSync(file), `${file} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(file, 'utf8')) as SizeSummary;
};

/** The chunk holding the re-enrolment page, and everything it imports statically (less the runtime). */
function reEnrolmentPage(summary: SizeSummary): string[] {
  const screen = Object.keys(summary.files).find((name) => /^chunks\/cc-portal-ReEnrolmentScreen-/.test(name));
  assert.ok(screen, 'the re-enrolment page is a chunk of its own');
  const seen = new Set<string>();
  const stack = [screen];
  while (stack.length > 0) {
    const name = stack.pop()!;
    if (seen.has(name) || summary.runtimeFiles.includes(name)) continue;
    seen.add(name);
    stack.push(...(summary.files[name]?.imports ?? []));
  }
  return [...seen];
}

const holds = (names: string[], marker: string) =>
  names.some((name) => readFileSync(DIST + name, 'utf8').includes(marker));

test('the re-enrolment page loads its centre step, not the later steps, schedules, estimate or dialogs', () => {
  const page = reEnrolmentPage(sizes());
  assert.ok(holds(page, 'reenrol-centre-step'), 'the centre step comes with the page');
  // The kit's later dialogs (a new child, the subsidy checklist) with Shoelace's dialog and details come later too.
  const later = ['reenrol-children-step', 'reenrol-review-step', 'ProgramsForCenter', 'EnquiryReviewPayment'];
  for (const marker of [...later, 'new-child-save', 'SubsidyChecklistForOffer', '"sl-dialog"']) {
    assert.ok(!holds(page, marker), `${marker} loads with the re-enrolment page`);
  }
});

test('the later steps are one part the page imports when asked (and preloads)', () => {
  const summary = sizes();
  const screen = Object.keys(summary.files).find((name) => /^chunks\/cc-portal-ReEnrolmentScreen-/.test(name))!;
  const later = summary.files[screen]?.dynamicImports.filter((name) => /laterSteps/.test(name)) ?? [];
  assert.equal(later.length, 1, summary.files[screen]?.dynamicImports.join(', '));
  assert.ok(holds(later, 'reenrol-children-step') && holds(later, 'reenrol-review-step'));
});
