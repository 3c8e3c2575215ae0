import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CORRESPONDENCE_STAGES,
  DECLINE_PAGE_REASONS,
  DECLINE_REASONS,
  canSubmitDecline,
  declineReasonField,
  isCorrespondenceCompleted,
  needsAutomaticDecline,
  stageOnLoad,
  validateDecline,
  viewedUpdate,
} from './index';

const ref = { accountId: 'acc-1', contactId: 'con-1', batchId: 'bat-1' };
const TODAY = '2025-03-05';

test('SENT becomes VIEWED on load; other stages stay as they are', () => {
  assert.equal(stageOnLoad('SENT'), 'VIEWED');
  for (const stage of CORRESPONDENCE_STAGES.filter((s) => s !== 'SENT')) assert.equal(stageOnLoad(stage), stage);
});

test('the load update sends accountId, contactId, batchId, lastModifiedBy and stage, only for SENT', () => {
  assert.deepEqual(viewedUpdate({ ...ref, stage: 'SENT' }, 'parent-9'), {
    accountId: 'acc-1',
    contactId: 'con-1',
    batchId: 'bat-1',
    lastModifiedBy: 'parent-9',
    stage: 'VIEWED',
  });
  assert.equal(viewedUpdate({ ...ref, stage: 'VIEWED' }, 'parent-9'), null);
  assert.equal(viewedUpdate({ ...ref, stage: 'PARENT_DECLINED' }, 'parent-9'), null);
});

test('PARENT_DECLINED, PARENT_COMPLETED and CLOSED show the completion screen', () => {
  assert.deepEqual(CORRESPONDENCE_STAGES.filter(isCorrespondenceCompleted), [
    'CLOSED',
    'PARENT_COMPLETED',
    'PARENT_DECLINED',
  ]);
});

test('the decline page offers outstanding request, not interested, not returning and other', () => {
  assert.deepEqual(DECLINE_PAGE_REASONS, ['OUTSTANDING_REQUEST', 'NOT_INTERESTED', 'NOT_RETURNING', 'OTHER']);
  assert.ok(DECLINE_REASONS.includes('UP_TO_DATE'));
  assert.equal(declineReasonField('OTHER'), 'otherReason');
  assert.equal(declineReasonField('NOT_RETURNING'), 'endOfContractDate');
  assert.equal(declineReasonField('NOT_INTERESTED'), null);
});

test('a reason is required', () => {
  assert.deepEqual(validateDecline({}, TODAY), { ok: false, errors: [{ path: 'declineReason', key: 'required' }] });
  assert.equal(canSubmitDecline({ declineReason: 'NOT_INTERESTED' }, TODAY), true);
});

test('not returning needs an end-of-contract date, not earlier than today', () => {
  assert.deepEqual(validateDecline({ declineReason: 'NOT_RETURNING' }, TODAY), {
    ok: false,
    errors: [{ path: 'endOfContractDate', key: 'required' }],
  });
  assert.deepEqual(validateDecline({ declineReason: 'NOT_RETURNING', endOfContractDate: '2025-03-04' }, TODAY), {
    ok: false,
    errors: [{ path: 'endOfContractDate', key: 'end-of-contract-date-past' }],
  });
  assert.deepEqual(validateDecline({ declineReason: 'NOT_RETURNING', endOfContractDate: '2025-02-30' }, TODAY), {
    ok: false,
    errors: [{ path: 'endOfContractDate', key: 'date-invalid' }],
  });
  assert.equal(canSubmitDecline({ declineReason: 'NOT_RETURNING', endOfContractDate: TODAY }, TODAY), true);
  assert.equal(canSubmitDecline({ declineReason: 'NOT_RETURNING', endOfContractDate: '2025-06-30' }, TODAY), true);
});

test('only the field of the chosen reason is submitted', () => {
  assert.deepEqual(
    validateDecline({ declineReason: 'OTHER', otherReason: '  moving away ', endOfContractDate: '2020-01-01' }, TODAY),
    { ok: true, value: { declineReason: 'OTHER', otherReason: 'moving away' } },
  );
  assert.deepEqual(validateDecline({ declineReason: 'NOT_INTERESTED', endOfContractDate: '2020-01-01' }, TODAY), {
    ok: true,
    value: { declineReason: 'NOT_INTERESTED' },
  });
});

test('a decline with no reason is recorded on load unless one exists or it is already declined', () => {
  assert.equal(needsAutomaticDecline({ stage: 'VIEWED', declineReason: null }), true);
  assert.equal(needsAutomaticDecline({ stage: 'VIEWED', declineReason: 'OTHER' }), false);
  assert.equal(needsAutomaticDecline({ stage: 'PARENT_DECLINED' }), false);
});
