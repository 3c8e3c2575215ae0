import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FLOW_PACKAGES, landedFlows } from './flows';

function repoWith(packages: Record<string, object>): string {
  const root = mkdtempSync(join(tmpdir(), 'cc-flows-'));
  for (const flow of FLOW_PACKAGES) {
    mkdirSync(join(root, 'packages', flow), { recursive: true });
    writeFileSync(join(root, 'packages', flow, 'package.json'), JSON.stringify(packages[flow] ?? { name: flow }));
  }
  return root;
}

test('only flows whose package.json declares a cc tag have landed', () => {
  const root = repoWith({ offer: { name: '@cc/offer', cc: { tag: 'cc-offer' } } });
  assert.deepEqual(landedFlows(root), [{ flow: 'offer', tag: 'cc-offer' }]);
});

test('an unknown tag is a clear error naming the file', () => {
  const root = repoWith({ portal: { cc: { tag: 'cc-dashboard' } } });
  assert.throws(() => landedFlows(root), /portal[/\\]package\.json: "cc\.tag" must be one of .*cc-dashboard/);
});
