import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { shellPage } from './html';
import { firstScreenPreloads } from './preloads';

test("a route's page preloads the runtime and its flow's first-screen chunks from the build report", () => {
  const dist = mkdtempSync(join(tmpdir(), 'cc-dist-'));
  writeFileSync(
    join(dist, 'sizes.json'),
    JSON.stringify({
      runtimeFiles: ['chunks/runtime.js'],
      flows: { 'cc-offer': { firstScreenFiles: ['chunks/cc-offer.js', 'chunks/kit-offer-AbC123_-.js', '../x.js'] } },
    }),
  );
  const preloads = firstScreenPreloads(dist);
  assert.deepEqual(preloads('cc-offer'), [
    '/widgets/chunks/runtime.js',
    '/widgets/chunks/cc-offer.js',
    '/widgets/chunks/kit-offer-AbC123_-.js',
  ]);
  assert.deepEqual(preloads('cc-portal'), ['/widgets/chunks/runtime.js']);
  const html = shellPage(['cc-offer'], preloads('cc-offer'));
  assert.match(html, /<link rel="modulepreload" href="\/widgets\/chunks\/runtime\.js">/);
  assert.match(html, /<link rel="modulepreload" href="\/widgets\/chunks\/cc-offer\.js">/);
  // The script that mounts the element is fetched beside the preloads, not held back behind them (deferred
  // scripts are low priority by default).
  assert.match(html, /<script src="\/widgets\/host\.js" defer fetchpriority="high"><\/script>/);
});

test('without a build report nothing is preloaded', () => {
  assert.deepEqual(firstScreenPreloads(mkdtempSync(join(tmpdir(), 'cc-dist-')))('cc-offer'), []);
});

test("a view whose screen loads lazily also preloads that screen's chunks; the flow's other views do not", () => {
  const dist = mkdtempSync(join(tmpdir(), 'cc-dist-'));
  writeFileSync(
    join(dist, 'sizes.json'),
    JSON.stringify({
      runtimeFiles: ['chunks/runtime.js'],
      flows: {
        'cc-portal': {
          firstScreenFiles: ['chunks/cc-portal.js'],
          views: { 're-enrolment': ['chunks/cc-portal-ReEnrolmentScreen-AbC123_-.js', 'chunks/programs.js'] },
        },
      },
    }),
  );
  const preloads = firstScreenPreloads(dist);
  assert.deepEqual(preloads('cc-portal', 're-enrolment'), [
    '/widgets/chunks/runtime.js',
    '/widgets/chunks/cc-portal.js',
    '/widgets/chunks/cc-portal-ReEnrolmentScreen-AbC123_-.js',
    '/widgets/chunks/programs.js',
  ]);
  assert.deepEqual(preloads('cc-portal', 'login'), ['/widgets/chunks/runtime.js', '/widgets/chunks/cc-portal.js']);
});
