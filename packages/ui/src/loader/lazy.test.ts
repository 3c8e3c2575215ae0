import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createLazyDefiner } from './lazy';
import { reserveCss } from './reserve';

const chunks = { 'cc-enquiry': 'chunks/cc-enquiry.js' };

test('a landed flow chunk is imported once, relative to the loader URL', async () => {
  const imported: string[] = [];
  const definer = createLazyDefiner(chunks, 'https://cdn.test/widgets/cc-widgets.js', async (url) => {
    imported.push(url);
  });
  definer.load('cc-enquiry');
  definer.load('cc-enquiry');
  await Promise.resolve();
  assert.deepEqual(imported, ['https://cdn.test/widgets/chunks/cc-enquiry.js']);
});

test('a tag whose flow has not landed imports nothing', () => {
  const imported: string[] = [];
  const definer = createLazyDefiner(chunks, 'https://cdn.test/widgets/cc-widgets.js', async (url) => {
    imported.push(url);
  });
  definer.load('cc-offer');
  definer.load('div');
  assert.deepEqual(imported, []);
});

test('a failed import is reported and retried on the next connection', async () => {
  let attempts = 0;
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const definer = createLazyDefiner(chunks, 'https://cdn.test/cc-widgets.js', async () => {
      attempts++;
      throw new Error('network down');
    });
    definer.load('cc-enquiry');
    await new Promise((resolve) => setImmediate(resolve));
    definer.load('cc-enquiry');
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    console.error = original;
  }
  assert.equal(attempts, 2);
  assert.equal(errors.length, 2);
});

test('height is reserved only while the elements are undefined', () => {
  const css = reserveCss(['cc-enquiry', 'cc-offer']);
  assert.match(css, /^cc-enquiry:not\(:defined\),cc-offer:not\(:defined\)\{/);
  assert.match(css, /min-height:\d+px/);
});
