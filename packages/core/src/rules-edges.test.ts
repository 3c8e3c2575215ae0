// Edges of the shared rules that the full mutation run over @cc/core (`npm run test:mutation`) found untested: each
// test names what a family or caller would see go wrong if the rule changed the small way StrykerJS changed it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { array, object, refine, size, string, type Struct } from 'superstruct';
import { addMoney, divideMoney, isZeroMoney, money, multiplyMoney } from './money/money';
import { addChildDuplicateError } from './uniqueness/added-child';
import { duplicateContactErrors } from './uniqueness/duplicates';
import { DryRunOffer } from './inquiry/dry-run-offer';
import { resolveFlags, DEFAULT_FEATURE_FLAGS } from './flags/flags';
import { isCorrespondenceStage } from './correspondence/stage';
import { validateDecline } from './correspondence/decline';
import { IdempotencyKey, isUuid, Uuid } from './inquiry/identifiers';
import { checkStruct } from './validation/result';
import { isAgeInRange } from './dates/age';
import { dayOfWeekOf, startOfWeek } from './dates/week';
import { isWireDate, parseWireDate } from './dates/wire-date';
import { localDateIn, utcDate } from './dates/zoned';
import { isNewChild, isZeroUuid, submitChildId } from './identity/identity';
import { toE164 } from './inquiry/person-key';
import { dateOfBirthError, PersonName } from './identity/child-with-dob';
import { InquirySubmission, validateInquirySubmission } from './inquiry/inquiry-submission';

const usd = (cents: number) => money(cents, 'USD');

test('money: a mistake in amounts fails loudly, saying what was wrong', () => {
  assert.throws(() => money(1.5, 'USD'), /whole number of cents, got 1.5/);
  assert.throws(() => addMoney(usd(1), money(1, 'AUD')), /Cannot combine USD with AUD/);
  assert.throws(() => multiplyMoney(usd(100), 1.5), /whole count, got 1.5/);
  for (const count of [0, -2, 1.5]) assert.throws(() => divideMoney(usd(100), count), /count above 0/);
  assert.deepEqual(divideMoney(usd(100), 1), usd(100));
  assert.equal(isZeroMoney(usd(0)), true);
  assert.equal(isZeroMoney(usd(5)), false);
});

test('contacts: blank names are never compared; a null phone list entry is skipped; ß is not ss', () => {
  const phone = { number: '312 555 0100' };
  for (const blank of [null, '', '  ']) {
    const contacts = [
      { firstName: blank, lastName: 'Lee', phoneNumber: phone },
      { firstName: blank, lastName: 'Lee', phoneNumber: phone },
    ];
    assert.deepEqual(duplicateContactErrors(contacts, []), [], `first name ${JSON.stringify(blank)}`);
  }
  const primary = [{ firstName: 'Ana', lastName: 'Lee', phoneNumbers: [null, { number: '312 555 0100' }] }];
  assert.deepEqual(duplicateContactErrors([{ firstName: 'ana', lastName: 'LEE', phoneNumber: phone }], primary), [
    { path: 'contacts.0', key: 'duplicate-contact' },
  ]);
  const strauss = [
    { firstName: 'Jo', lastName: 'Strauß', phoneNumber: phone },
    { firstName: 'Jo', lastName: 'Strauss', phoneNumber: phone },
  ];
  assert.deepEqual(duplicateContactErrors(strauss, []), []);
});

test('add child: the same child means all three of first name, last name and date of birth (trimmed)', () => {
  const ava = { firstName: 'Ava', lastName: 'Lee', dateOfBirth: '2024-02-14' };
  assert.equal(addChildDuplicateError({ ...ava, firstName: 'Mia' }, [ava]), undefined);
  assert.equal(addChildDuplicateError({ ...ava, lastName: 'Kim' }, [ava]), undefined);
  assert.equal(addChildDuplicateError({ ...ava, dateOfBirth: '2024-02-15' }, [ava]), undefined);
  assert.deepEqual(
    addChildDuplicateError({ firstName: ' Ava ', lastName: ' Lee ', dateOfBirth: ' 2024-02-14 ' }, [ava]),
    {
      path: '',
      key: 'child-already-added',
      values: { name: 'Ava Lee' },
    },
  );
  const noLastName = { firstName: ' Ava ', lastName: null, dateOfBirth: '2024-02-14' };
  assert.deepEqual(addChildDuplicateError(noLastName, [noLastName])?.values, { name: 'Ava' });
});

test('a dry-run offer names its child (not blank) and is otherwise the schedule being priced', () => {
  const offer = {
    childIdentifier: 'Ava$Lee',
    childName: 'Ava Lee',
    days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }],
    expectedOfferedProgramId: '6230b45c-2f47-45fb-809e-664ee6657759',
  };
  assert.equal(checkStruct(DryRunOffer, offer).ok, true);
  const blank = checkStruct(DryRunOffer, { ...offer, childIdentifier: '   ' });
  assert.deepEqual(blank.ok ? [] : blank.errors, [{ path: 'childIdentifier', key: 'required' }]);
});

test('flags: overrides that are not an object leave every default', () => {
  for (const overrides of [null, undefined, 'pciReady', 42])
    assert.deepEqual(resolveFlags(overrides), DEFAULT_FEATURE_FLAGS);
  assert.equal(resolveFlags({ registrationsCentreSelector: ['V2'] }).registrationsCentreSelector, 'V1');
});

test('correspondence stages: only the spec names, as written', () => {
  assert.equal(isCorrespondenceStage('SENT'), true);
  for (const value of ['sent', 'OPENED', 42, null]) assert.equal(isCorrespondenceStage(value), false);
});

test('decline: an unknown reason is no reason; what is kept is trimmed and only for its reason', () => {
  const today = '2026-11-23';
  const unknown = validateDecline({ declineReason: 'MOVING' as never }, today);
  assert.deepEqual(unknown.ok ? [] : unknown.errors, [{ path: 'declineReason', key: 'required' }]);
  assert.deepEqual(validateDecline({ declineReason: 'NOT_RETURNING', endOfContractDate: ' 2026-12-01 ' }, today), {
    ok: true,
    value: { declineReason: 'NOT_RETURNING', endOfContractDate: '2026-12-01' },
  });
  assert.deepEqual(validateDecline({ declineReason: 'OTHER', otherReason: '  Moving away ' }, today), {
    ok: true,
    value: { declineReason: 'OTHER', otherReason: 'Moving away' },
  });
  for (const otherReason of ['   ', undefined, null]) {
    assert.deepEqual(validateDecline({ declineReason: 'OTHER', otherReason }, today), {
      ok: true,
      value: { declineReason: 'OTHER' },
    });
  }
  assert.deepEqual(validateDecline({ declineReason: 'NOT_INTERESTED', otherReason: 'x' }, today), {
    ok: true,
    value: { declineReason: 'NOT_INTERESTED' },
  });
});

test('ids: a UUID alone, whole; idempotency keys of 8 to 100 characters, counted without spaces', () => {
  const id = '6230b45c-2f47-45fb-809e-664ee6657759';
  assert.equal(isUuid(id), true);
  for (const bad of [`x${id}`, `${id}x`, 42]) assert.equal(isUuid(bad), false);
  assert.equal(checkStruct(Uuid, 'nope').ok, false);
  assert.equal(checkStruct(IdempotencyKey, 'a'.repeat(8)).ok, true);
  assert.equal(checkStruct(IdempotencyKey, 'a'.repeat(100)).ok, true);
  assert.equal(checkStruct(IdempotencyKey, 'a'.repeat(101)).ok, false);
  assert.equal(checkStruct(IdempotencyKey, `  ${'a'.repeat(7)}   `).ok, false);
});

test('error keys: only kebab-case messages are keys; one error per field; lists and sentences read as such', () => {
  const keyOf = <T, S>(struct: Struct<T, S>, value: unknown) => {
    const result = checkStruct(struct, value);
    return result.ok ? [] : result.errors.map((e) => e.key);
  };
  assert.deepEqual(
    keyOf(
      refine(string(), 'x', () => 'not a key'),
      'v',
    ),
    ['invalid'],
  );
  assert.deepEqual(
    keyOf(
      refine(string(), 'x', () => 'Not-a-key'),
      'v',
    ),
    ['invalid'],
  );
  assert.deepEqual(
    keyOf(
      refine(string(), 'x', () => 'a-key'),
      'v',
    ),
    ['a-key'],
  );
  assert.deepEqual(keyOf(object({ a: refine(string(), 'x', () => 'never') }), { a: '  ' }), ['required']);
  const twice = refine(
    refine(string(), 'first', () => 'first-key'),
    'second',
    () => 'second-key',
  );
  assert.deepEqual(keyOf(twice, 'v'), ['first-key']);
  assert.deepEqual(keyOf(size(array(string()), 3, 5), ['a']), ['invalid']);
  assert.deepEqual(keyOf(size(array(string()), 1, 5), []), ['required-list']);
  assert.deepEqual(keyOf(size(string(), 0, 2), 'abc'), ['invalid']);
});

test('ages: a newborn fits a program from 0 months; open ends are open; both ends inclusive', () => {
  assert.equal(isAgeInRange(0, 0, 12), true);
  assert.equal(isAgeInRange(5, null, null), true);
  assert.equal(isAgeInRange(5, 6, null), false);
  assert.equal(isAgeInRange(5, null, 4), false);
  assert.equal(isAgeInRange(5, 5, 5), true);
  assert.equal(isAgeInRange(-1, null, null), false);
});

test('dates: leap years, impossible days and non-strings are not dates; weeks of unreadable dates are null', () => {
  assert.equal(isWireDate('2000-02-29'), true);
  assert.equal(isWireDate('2024-02-29'), true);
  assert.equal(isWireDate('1900-02-29'), false);
  assert.equal(isWireDate('2023-02-29'), false);
  for (const bad of ['2026-00-10', '2026-13-10', '2026-01-00', '2026-04-31'])
    assert.equal(parseWireDate(bad), null, bad);
  assert.equal(isWireDate(20260101 as unknown as string), false);
  assert.equal(dayOfWeekOf('2026-02-30'), null);
  assert.equal(startOfWeek('2026-13-01'), null);
});

test("zone dates: a year below 1000 keeps four digits; UTC's date is the instant's own", () => {
  assert.equal(localDateIn('UTC', new Date('0999-06-01T12:00:00Z')), '0999-06-01');
  assert.equal(utcDate(new Date('2026-11-23T23:59:59Z')), '2026-11-23');
});

test('child ids: padded zero ids and padded ids; a new child is one whose id is its own full name', () => {
  assert.equal(isZeroUuid(' 00000000-0000-0000-0000-000000000000 '), true);
  assert.equal(isNewChild({ id: 'Ava$Lee', fullName: ' Ava$Lee ' }), true);
  assert.equal(isNewChild({ id: 'abc', fullName: 'Ava$Lee' }), false);
  assert.equal(isNewChild({ id: 'abc', fullName: '  ' }), false);
  assert.equal(
    submitChildId({ id: ' 6230b45c-2f47-45fb-809e-664ee6657759 ' }, 'other'),
    '6230b45c-2f47-45fb-809e-664ee6657759',
  );
});

test('phones: blank, missing, or unreadable numbers have no E.164 form', () => {
  for (const bad of ['   ', null, undefined, 'abc', 42 as unknown as string]) assert.equal(toE164(bad), undefined);
  assert.equal(toE164(' (312) 555-0199 '), '+13125550199');
});

test('names: control or bidi characters are refused; 100 characters is the limit, inclusive', () => {
  const keyOf = (value: string) => {
    const result = checkStruct(PersonName, value);
    return result.ok ? undefined : result.errors[0]?.key;
  };
  assert.equal(keyOf('Ava\u202E'), 'text-invalid-characters');
  assert.equal(keyOf('a'.repeat(100)), undefined);
  assert.equal(keyOf('a'.repeat(101)), 'name-too-long');
  assert.deepEqual(dateOfBirthError(null, '2026-11-23'), { path: '', key: 'required' });
});

test('enquiry: week 2 of a biweekly schedule is another day; children that are not a list are not named', () => {
  const days = [
    { dayOfWeek: 'MONDAY', week: 'WEEK1' },
    { dayOfWeek: 'MONDAY', week: 'WEEK2' },
  ];
  const input = {
    children: [
      {
        firstName: 'Ava',
        lastName: 'Lee',
        dateOfBirth: '2024-02-14',
        programSchedules: [
          {
            programId: '6230b45c-2f47-45fb-809e-664ee6657759',
            careType: 'LDC',
            cycleType: 'Biweekly',
            days,
            startDate: '2026-12-01',
          },
        ],
      },
    ],
  };
  const checked = validateInquirySubmission(input);
  const childErrors = checked.ok ? [] : checked.errors.filter((e) => e.path.startsWith('children'));
  assert.deepEqual(childErrors, []);
  for (const children of ['x', [null]]) {
    const result = validateInquirySubmission({ children });
    const programErrors = result.ok ? [] : result.errors.filter((e) => e.key === 'at-least-one-program');
    assert.deepEqual(programErrors, [], JSON.stringify(children));
    assert.ok(!result.ok && result.errors.every((e) => typeof e === 'object'));
  }
  const unnamed = validateInquirySubmission({ children: [{ firstName: 42, lastName: 'Lee', programSchedules: [] }] });
  assert.deepEqual(unnamed.ok ? [] : unnamed.errors.filter((e) => e.key === 'at-least-one-program'), [
    { path: 'children.0.programSchedules', key: 'at-least-one-program', values: { child: 'Lee' } },
  ]);
  const us = checkStruct(InquirySubmission, { phoneNumber: { number: '(312) 555-0199', type: 'Mobile' } });
  assert.ok(!us.ok && !us.errors.some((e) => e.path.startsWith('phoneNumber')), 'a US number is read as US');
});

test('CRN check letters are worked out from exactly nine digits', async () => {
  const { crnCheckLetter } = await import('./crn/crn');
  for (const bad of ['12345678', '1234567890', 'x12345678', '12345678x']) {
    assert.throws(() => crnCheckLetter(bad), /exactly nine digits/, bad);
  }
});

test('unsafe text is found at its path in lists and objects; new lines are fine in free text', async () => {
  const { unsafeTextPaths } = await import('./validation/text');
  assert.deepEqual(unsafeTextPaths({ a: ['ok', 'x\u0000'] }), ['a.1']);
  assert.deepEqual(unsafeTextPaths(['\u0007']), ['0']);
  assert.deepEqual(unsafeTextPaths([['ok', '\u202E']]), ['0.1']);
  assert.deepEqual(unsafeTextPaths('line one\nline two'), []);
  for (const nothing of [null, undefined, 0, false]) assert.deepEqual(unsafeTextPaths(nothing), []);
});

test('addresses: spaces alone are not a started address; a missing address is simply empty', async () => {
  const { addressErrors, isAddressStarted } = await import('./address/address');
  assert.equal(isAddressStarted({ address1: '   ', city: '  ' }), false);
  assert.equal(isAddressStarted(undefined), false);
  assert.deepEqual(
    addressErrors(undefined, { region: 'US', mandatory: true }).map((e) => e.path),
    ['address1', 'city', 'state', 'postalCode'],
  );
  assert.deepEqual(
    addressErrors({ address1: '1 Main St', city: ' ', state: 'IL', postalCode: '60614' }, { region: 'US' }),
    [{ path: 'city', key: 'required' }],
  );
});

test('postal codes: only Canadian ones are regrouped and uppercased', async () => {
  const { normalisePostalCode } = await import('./address/postal-code');
  assert.equal(normalisePostalCode('US', ' ab1 2cd '), 'ab1 2cd');
  assert.equal(normalisePostalCode('CA', 'k1a  0b1'), 'K1A 0B1');
  assert.equal(normalisePostalCode('CA', 'k1a 0b'), 'K1A 0B');
  assert.equal(normalisePostalCode('CA', 'k 1 a 0 b 1'), 'K1A 0B1');
});

test('payment sessions: poll at half a positive duration; an expiry given as a Date works too', async () => {
  const { isPaymentSessionExpired, sessionPollMs } = await import('./payment/session');
  assert.equal(sessionPollMs(4), 120_000);
  for (const none of [0, -5, null, undefined]) assert.equal(sessionPollMs(none), 300_000);
  const now = new Date('2026-11-23T12:00:00Z');
  assert.equal(isPaymentSessionExpired(new Date('2026-11-23T11:59:00Z'), now), true);
  assert.equal(isPaymentSessionExpired(new Date('2026-11-23T12:01:00Z'), now), false);
});

test('unique values: compared without case or spaces, but ß stays ß; a missing entry is skipped', async () => {
  const { uniqueAcrossNamespaces } = await import('./uniqueness/unique');
  const rule = { attribute: 'lastName' };
  assert.deepEqual(uniqueAcrossNamespaces({ children: [{ lastName: 'Strauß' }, { lastName: 'STRAUSS' }] }, rule), []);
  assert.deepEqual(uniqueAcrossNamespaces({ children: [null, { lastName: ' lee' }, { lastName: 'LEE ' }] }, rule), [
    { path: 'children.1.lastName', key: 'duplicate-values' },
    { path: 'children.2.lastName', key: 'duplicate-values' },
  ]);
  assert.deepEqual(uniqueAcrossNamespaces({ children: [] }, rule), []);
});

test('billing cycles: a blank choice is no choice; nothing chosen and nothing sent alike', async () => {
  const { autoSelectedBillingCycle, billingCycleErrors } = await import('./payment/billing-cycle');
  assert.deepEqual(billingCycleErrors({ billingCycleTemplateId: '  ' }, true), [
    { path: 'billingCycle.billingCycleTemplateId', key: 'required' },
  ]);
  assert.deepEqual(billingCycleErrors(null, true), [{ path: 'billingCycle.billingCycleTemplateId', key: 'required' }]);
  assert.deepEqual(billingCycleErrors({ billingCycleTemplateId: null }, true).length, 1);
  assert.equal(autoSelectedBillingCycle([]), null);
  assert.equal(autoSelectedBillingCycle([{ id: 't1' }]), 't1');
});

test('application fees: per child counts each child once per program', async () => {
  const { applicationFeeTotal } = await import('./inquiry/application-fee');
  const place = (childKey: string) => ({ programId: 'p1', childKey, fee: usd(2500), feeType: 'PERCHILD' as const });
  assert.deepEqual(applicationFeeTotal([place('ava'), place('mia'), place('ava')], 'USD'), usd(5000));
});

test('a biweekly subtotal adds both of its weeks', async () => {
  const { cycleSubtotal } = await import('./cost/cost');
  const fee = {
    feeAmount: usd(1000),
    feeType: 'Daily' as const,
    cycleType: 'Biweekly' as const,
    numberOfDays: 2,
    week2Days: 1,
  };
  assert.deepEqual(cycleSubtotal(fee), usd(3000));
});

test('casual is forced only when it is the one cycle type', async () => {
  const { isCasualForced } = await import('./inquiry/program-cycle-types');
  assert.equal(isCasualForced(['Casual']), true);
  assert.equal(isCasualForced(['Weekly']), false);
  assert.equal(isCasualForced(['Weekly', 'Casual']), false);
  assert.equal(isCasualForced(['Casual', 'Weekly']), false);
});

test('children with programs: matched by their own id or by their name key, never by another child', async () => {
  const { splitChildrenByProgramAvailability } = await import('./program-selection/availability-split');
  const ava = { id: 'c1', firstName: 'Ava', lastName: 'Lee' };
  const newMia = { id: null, firstName: 'Mia', lastName: 'Kim' };
  const rows = [
    { childId: 'c2', fullName: 'Noa$Lee' },
    { childId: null, fullName: null },
  ];
  const split = splitChildrenByProgramAvailability('INQUIRE_PROGRAM_ENROLLMENT_APPROVE', [ava, newMia], rows);
  assert.deepEqual(split, { available: [], unavailable: [ava, newMia] });
  const matched = splitChildrenByProgramAvailability(
    'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
    [ava, newMia],
    [{ childId: 'c1' }, { fullName: 'Mia$Kim' }],
  );
  assert.deepEqual(matched, { available: [ava, newMia], unavailable: [] });
});

test('second contacts: the has-contact question unanswered (missing or null) is required', async () => {
  const { contactCountErrors } = await import('./counts/contacts');
  const settings = { minContacts: 0, minEmergencyContactPerChild: 0, minPermissionToPickUpPerChild: 0 };
  for (const hasContact of [undefined, null]) {
    assert.deepEqual(contactCountErrors([], [], settings as never, hasContact), [
      { path: 'hasContact', key: 'required' },
    ]);
  }
});

test('documents: an expiry date with spaces is still the date; a bad today is a programming error', async () => {
  const { documentExpiryErrors, isDocumentExpired } = await import('./documents/documents');
  assert.deepEqual(documentExpiryErrors(' 2026-12-01 ', { shown: true, today: '2026-11-23' }), []);
  assert.throws(() => isDocumentExpired('2026-12-01', '23/11/2026'), /today must be YYYY-MM-DD, got "23\/11\/2026"/);
});

test('day-of-week numbers: unknown or missing names are 99', async () => {
  const { dayOfWeekNumber } = await import('./payment/day-of-week');
  for (const day of [null, undefined, 'Funday']) assert.equal(dayOfWeekNumber(day), 99);
  assert.equal(dayOfWeekNumber('monday'), 1);
});

test('schedules: editing twice keeps the saved schedule to go back to; an unselected one offers Select', async () => {
  const { scheduleAction, scheduleSelectionReducer, UNSELECTED } = await import('./schedule/selection-state');
  const monday = { cycleType: 'Weekly' as const, days: [{ dayOfWeek: 'MONDAY' as const, week: 'WEEK1' as const }] };
  const tuesday = { cycleType: 'Weekly' as const, days: [{ dayOfWeek: 'TUESDAY' as const, week: 'WEEK1' as const }] };
  const saved = { status: 'finished' as const, saved: monday };
  let state = scheduleSelectionReducer(saved, { type: 'edit', draft: tuesday });
  state = scheduleSelectionReducer(state, { type: 'edit', draft: { ...tuesday } });
  assert.deepEqual(scheduleSelectionReducer(state, { type: 'close' }), saved);
  assert.equal(scheduleAction(UNSELECTED), 'select');
});
