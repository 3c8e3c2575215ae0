import { test } from 'node:test';
import assert from 'node:assert/strict';
import { array, object, string } from 'superstruct';
import { createDraftStore, linkCodeMemory, MemoryStorage, type Draft } from './index';

// A toy form: any flow's values work the same way.
interface ToyValues {
  name: string;
  pets: string[];
}
const store = createDraftStore<ToyValues>({
  flow: 'toy',
  values: object({ name: string(), pets: array(string()) }),
  version: 3,
});

const draft = (): Draft<ToyValues> => ({
  version: 3,
  values: { name: 'Ada', pets: ['cat'] },
  step: 1,
  page: 2,
  idempotencyKey: 'key-12345678',
});

test('drafts are kept per link code, else per business, under the flow name', () => {
  assert.equal(store.key({ linkCode: 'abc', businessId: 'b1' }), 'cc-toy:draft:link:abc');
  assert.equal(store.key({ businessId: 'b1' }), 'cc-toy:draft:business:b1');
  assert.equal(store.key({}), undefined);
});

test('a saved draft comes back as it was, and is gone once cleared', () => {
  const storage = new MemoryStorage();
  const key = store.key({ linkCode: 'abc' });
  store.save(storage, key, draft());
  assert.deepEqual(store.load(storage, key), draft());
  store.clear(storage, key);
  assert.equal(store.load(storage, key), undefined);
});

test("corrupt drafts, another version's and values the schema refuses are dropped from storage", () => {
  const storage = new MemoryStorage();
  const key = 'cc-toy:draft:link:abc';
  for (const raw of [
    '{not json',
    'null',
    JSON.stringify({ ...draft(), version: 2 }),
    JSON.stringify({ ...draft(), idempotencyKey: 'short' }),
    JSON.stringify({ ...draft(), page: -1 }),
    JSON.stringify({ ...draft(), values: { name: 'Ada', pets: 'cat' } }),
  ]) {
    storage.setItem(key, raw);
    assert.equal(store.load(storage, key), undefined, raw);
    assert.equal(storage.getItem(key), null, raw);
  }
});

test('fields the schema does not know are stripped', () => {
  const storage = new MemoryStorage();
  const key = 'cc-toy:draft:link:abc';
  storage.setItem(key, JSON.stringify({ ...draft(), extra: 1, values: { ...draft().values, password: 'x' } }));
  const loaded = store.load(storage, key);
  assert.deepEqual(loaded, draft());
});

test('storage that refuses writes, or none at all, never throws', () => {
  const storage = new MemoryStorage();
  storage.failWrites = true;
  assert.doesNotThrow(() => store.save(storage, 'k', draft()));
  assert.equal(store.load(undefined, 'k'), undefined);
  assert.doesNotThrow(() => store.save(undefined, 'k', draft()));
  assert.doesNotThrow(() => linkCodeMemory('toy').remember(storage, 'abc'));
});

test('a remembered link code comes back; odd values are ignored', () => {
  const storage = new MemoryStorage();
  const memory = linkCodeMemory('toy');
  assert.equal(memory.remembered(storage), undefined);
  memory.remember(storage, 'Ab_9-x');
  assert.equal(memory.remembered(storage), 'Ab_9-x');
  storage.setItem('cc-toy:link-code', '<script>');
  assert.equal(memory.remembered(storage), undefined);
});
