import assert from 'node:assert/strict';
import { test } from 'node:test';
import { accountBalance, isReEnrolmentBlockedByBalance } from './balance';
import { isReEnrolCentreSelectable } from './centre';

test('nothing owed is no balance; owed past its due day is overdue', () => {
  assert.equal(accountBalance(0, '2026-11-01', '2026-11-23'), null);
  assert.equal(accountBalance(-500, null, '2026-11-23'), null, 'a credit is not owed');
  assert.deepEqual(accountBalance(12500, '2026-11-13', '2026-11-23'), {
    amountCents: 12500,
    dueDate: '2026-11-13',
    overdue: true,
  });
  assert.equal(accountBalance(12500, '2026-11-23', '2026-11-23')?.overdue, false, 'due today is not overdue yet');
  assert.equal(accountBalance(12500, '2026-11-22', '2026-11-23')?.overdue, true);
  assert.equal(accountBalance(12500, null, '2026-11-23')?.overdue, false);
});

test('an overdue balance blocks re-enrolment only with the lead re-enrolment restrictions flag on', () => {
  const overdue = accountBalance(100, '2026-01-01', '2026-11-23');
  assert.equal(isReEnrolmentBlockedByBalance(true, overdue), true);
  assert.equal(isReEnrolmentBlockedByBalance(false, overdue), false);
  assert.equal(isReEnrolmentBlockedByBalance(true, accountBalance(100, '2026-12-01', '2026-11-23')), false);
  assert.equal(isReEnrolmentBlockedByBalance(true, null), false);
});

test('a centre is selectable for re-enrolment only with every re-enrolment setting configured', () => {
  const complete = { usesParentApplication: false, businessUsesReEnrol: true, usesEnrolmentForm: false };
  assert.equal(isReEnrolCentreSelectable(complete), true);
  assert.equal(isReEnrolCentreSelectable({ ...complete, usesParentApplication: null }), false);
  assert.equal(isReEnrolCentreSelectable({ ...complete, businessUsesReEnrol: null }), false);
  assert.equal(isReEnrolCentreSelectable({ ...complete, usesEnrolmentForm: null }), false);
});
