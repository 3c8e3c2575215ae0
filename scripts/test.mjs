#!/usr/bin/env node
// `npm test`: every check a reviewer would run, in the order that fails fastest, with one summary at the end.
import { spawn } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = await ensureChromium();
process.env.CHROMIUM_PATH = chromium;

const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit', 'npm', ['run', '--silent', 'test:unit']],
  ['integration', 'npm', ['run', '--silent', 'test:integration']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['packaged', 'npm', ['run', '--silent', 'test:packaged']],
  ['components', 'npm', ['run', '--silent', 'test:components']],
  ['storybook', 'npm', ['run', '--silent', 'build-storybook', '--', '--quiet']],
  ['e2e', 'npm', ['run', '--silent', 'test:e2e']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: integration tests run on embedded PGlite only.');
}

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { code, output } = await run(cmd, args);
  const counts = countTests(output);
  results.push({ name, ok: code === 0, seconds: (Date.now() - started) / 1000, ...counts });
  if (code !== 0) break;
}

console.log('\n=== summary ===');
for (const r of results) {
  const counts = r.passed + r.failed > 0 ? `  ${r.passed} passed, ${r.failed} failed` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(12)} ${r.seconds.toFixed(1).padStart(6)} s${counts}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const allOk = results.length === steps.length && results.every((r) => r.ok);
console.log(`tests: ${passed} passed, ${allOk ? failed : Math.max(failed, 1)} failed`);
process.exit(allOk ? 0 : 1);

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    const relay = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

// Reads the closing counts of Node's test runner (spec reporter) and of @web/test-runner.
function countTests(output) {
  // eslint-disable-next-line no-control-regex -- strips terminal colour codes before counting
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  let passed = 0;
  let failed = 0;
  for (const m of plain.matchAll(/^\S*\s*pass (\d+)$/gm)) passed += Number(m[1]);
  for (const m of plain.matchAll(/^\S*\s*fail (\d+)$/gm)) failed += Number(m[1]);
  const wtr = [...plain.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
  if (wtr) {
    passed += Number(wtr[1]);
    failed += Number(wtr[2]);
  }
  return { passed, failed };
}
