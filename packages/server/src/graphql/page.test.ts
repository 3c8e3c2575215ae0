import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_PAGE_SIZE, requirePage } from './page';

test('a page by number from 1 and size from 1 to 100, as limit and offset', () => {
  assert.deepEqual(requirePage({ pageNumber: 1, pageSize: 50 }), { pageNumber: 1, pageSize: 50, limit: 50, offset: 0 });
  assert.deepEqual(requirePage({ pageNumber: 3, pageSize: 1 }), { pageNumber: 3, pageSize: 1, limit: 1, offset: 2 });
  assert.deepEqual(requirePage({ pageNumber: 2, pageSize: MAX_PAGE_SIZE }).offset, 100);
  assert.deepEqual(requirePage({ pageNumber: null, pageSize: null }), {
    pageNumber: 1,
    pageSize: 50,
    limit: 50,
    offset: 0,
  });
});

test('anything else is refused, naming the argument', () => {
  for (const pageNumber of [0, -1, 1.5]) {
    assert.throws(() => requirePage({ pageNumber, pageSize: 10 }), {
      message: 'input.pageNumber must be 1 or more.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.pageNumber' },
    });
  }
  for (const pageSize of [0, 101, 2.5]) {
    assert.throws(() => requirePage({ pageNumber: 1, pageSize }), {
      message: 'input.pageSize must be between 1 and 100.',
      extensions: { code: 'BAD_USER_INPUT', argument: 'input.pageSize' },
    });
  }
});
