import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryStorage } from '@cc/ui/draft';
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

// The store's own rules (corrupt JSON, versions, unknown fields, refused writes) are @cc/ui's draftStore tests;
// these hold the enquiry's values to its schema.
test("drafts whose enquiry values do not match the enquiry's shape are dropped from storage", () => {
  const storage = new MemoryStorage();
  const key = 'cc-enquiry:draft:link:abc';
  const bad = [
    JSON.stringify({ ...draft(), values: { ...draft().values, children: 'none' } }),
    JSON.stringify({ ...draft(), values: { ...draft().values, phoneNumber: { number: '1', type: 'Fax' } } }),
  ];
  for (const raw of bad) {
    storage.setItem(key, raw);
    assert.equal(loadDraft(storage, key), undefined, raw);
    assert.equal(storage.getItem(key), null, raw);
  }
});

test('the landing page remembers the link code; odd values are ignored', () => {
  const storage = new MemoryStorage();
  assert.equal(rememberedLinkCode(storage), undefined);
  rememberLinkCode(storage, 'Ab_9-x');
  assert.equal(rememberedLinkCode(storage), 'Ab_9-x');
  storage.setItem('cc-enquiry:link-code', '<script>');
  assert.equal(rememberedLinkCode(storage), undefined);
});
