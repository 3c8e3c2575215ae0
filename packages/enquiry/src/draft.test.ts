import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initialValues } from './form';
import {
  clearDraft,
  draftKey,
  loadDraft,
  rememberLinkCode,
  rememberedLinkCode,
  saveDraft,
  type EnquiryDraft,
} from './draft';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

function draft(): EnquiryDraft {
  const values = initialValues({ businessId: 'b1', selectedCenter: { id: 'c1', name: 'Lincoln Park' } });
  values.firstName = 'Ada';
  values.children[0]!.programSchedules = [
    {
      programId: 'p1',
      programName: 'Toddlers',
      careType: 'LDC',
      availablePlaces: 2,
      cycleType: 'Weekly',
      days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }],
      startDate: '2026-09-01',
    },
  ];
  return { version: 1, values, step: 2, page: 1, idempotencyKey: 'key-12345678' };
}

test('drafts are kept per link code, else per business', () => {
  assert.equal(draftKey({ linkCode: 'abc', businessId: 'b1' }), 'cc-enquiry:draft:link:abc');
  assert.equal(draftKey({ businessId: 'b1' }), 'cc-enquiry:draft:business:b1');
  assert.equal(draftKey({}), undefined);
});

test('a saved draft comes back as it was', () => {
  const storage = new MemoryStorage();
  const key = draftKey({ linkCode: 'abc' });
  const saved = draft();
  saveDraft(storage, key, saved);
  assert.deepEqual(loadDraft(storage, key), saved);
  clearDraft(storage, key);
  assert.equal(loadDraft(storage, key), undefined);
});

test('corrupt, foreign or outdated drafts are dropped from storage', () => {
  const storage = new MemoryStorage();
  const key = 'cc-enquiry:draft:link:abc';
  const bad = [
    '{not json',
    'null',
    '"a string"',
    JSON.stringify({ ...draft(), version: 2 }),
    JSON.stringify({ ...draft(), idempotencyKey: 'short' }),
    JSON.stringify({ ...draft(), step: -1 }),
    JSON.stringify({ ...draft(), values: { ...draft().values, children: 'none' } }),
    JSON.stringify({ ...draft(), values: { ...draft().values, phoneNumber: { number: '1', type: 'Fax' } } }),
  ];
  for (const raw of bad) {
    storage.setItem(key, raw);
    assert.equal(loadDraft(storage, key), undefined, raw);
    assert.equal(storage.getItem(key), null, raw);
  }
});

test('fields this release does not know are stripped, not kept', () => {
  const storage = new MemoryStorage();
  const key = 'cc-enquiry:draft:link:abc';
  storage.setItem(key, JSON.stringify({ ...draft(), extra: 1, values: { ...draft().values, password: 'x' } }));
  const loaded = loadDraft(storage, key);
  assert.ok(loaded);
  assert.equal('extra' in loaded, false);
  assert.equal('password' in loaded.values, false);
});

test('storage that refuses writes or is missing never throws', () => {
  const storage = new MemoryStorage();
  storage.failWrites = true;
  assert.doesNotThrow(() => saveDraft(storage, 'k', draft()));
  assert.doesNotThrow(() => rememberLinkCode(storage, 'abc'));
  assert.equal(loadDraft(undefined, 'k'), undefined);
  assert.doesNotThrow(() => saveDraft(undefined, 'k', draft()));
});

test('the landing page remembers the link code; odd values are ignored', () => {
  const storage = new MemoryStorage();
  assert.equal(rememberedLinkCode(storage), undefined);
  rememberLinkCode(storage, 'Ab_9-x');
  assert.equal(rememberedLinkCode(storage), 'Ab_9-x');
  storage.setItem('cc-enquiry:link-code', '<script>');
  assert.equal(rememberedLinkCode(storage), undefined);
});
