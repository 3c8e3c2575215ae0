import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateInquirySubmission, type InquirySubmission } from './inquiry-submission';

const PROGRAM = '3f2b8c1e-9a4d-4e2f-8b1a-0c6d7e8f9a0b';
const OTHER_PROGRAM = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const valid = (): InquirySubmission => ({
  idempotencyKey: 'k-12345678',
  businessId: 'e69c8a48-ccc6-4e8b-8d96-7bbb725c665b',
  selectedCenter: { id: '382eb58d-3c80-4fc6-8da1-a81476eccca1' },
  firstName: 'Nora',
  lastName: 'Diaz',
  email: 'nora.diaz@example.com',
  phoneNumber: { number: '(312) 555-0123', type: 'Mobile' },
  familyReceivesSubsidy: false,
  children: [
    {
      firstName: 'Leo',
      lastName: 'Diaz',
      dateOfBirth: '2022-03-01',
      programSchedules: [
        {
          programId: PROGRAM,
          careType: 'LDC',
          cycleType: 'Weekly',
          days: [
            { dayOfWeek: 'MONDAY', week: 'WEEK1' },
            { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
          ],
          startDate: '2027-01-04',
        },
      ],
    },
  ],
});

/** The errors for a valid submission with one change made to it. */
function errorsAfter(change: (input: InquirySubmission) => void) {
  const input = valid();
  change(input);
  const result = validateInquirySubmission(input);
  return result.ok ? [] : result.errors;
}

const schedule = (input: InquirySubmission) => input.children[0]!.programSchedules[0]!;

test('a complete enquiry passes', () => {
  assert.deepEqual(validateInquirySubmission(valid()), { ok: true, value: valid() });
});

test('each field of the family is checked with the shared rules', () => {
  assert.deepEqual(
    errorsAfter((i) => (i.firstName = '  ')),
    [{ path: 'firstName', key: 'required' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.lastName = 'x'.repeat(101))),
    [{ path: 'lastName', key: 'name-too-long' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.email = 'nora@@example.com')),
    [{ path: 'email', key: 'email-invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.phoneNumber.number = '555')),
    [{ path: 'phoneNumber.number', key: 'phone-invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => ((i.phoneNumber as { type: string }).type = 'Pager')),
    [{ path: 'phoneNumber.type', key: 'phone-type-required' }],
  );
});

test('ids must be UUIDs and the idempotency key 8 to 100 characters', () => {
  assert.deepEqual(
    errorsAfter((i) => (i.businessId = 'maple')),
    [{ path: 'businessId', key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.selectedCenter.id = '')),
    [{ path: 'selectedCenter.id', key: 'required' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.createdBy = 'staff-1')),
    [{ path: 'createdBy', key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.idempotencyKey = 'short')),
    [{ path: 'idempotencyKey', key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.idempotencyKey = 'k'.repeat(101))),
    [{ path: 'idempotencyKey', key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.idempotencyKey = 'k'.repeat(100))),
    [],
  );
});

test('at least one child, and each child at least one program, named by the child', () => {
  assert.deepEqual(
    errorsAfter((i) => (i.children = [])),
    [{ path: 'children', key: 'required-list' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.children[0]!.programSchedules = [])),
    [{ path: 'children.0.programSchedules', key: 'at-least-one-program', values: { child: 'Leo Diaz' } }],
  );
});

test('a child needs names and a real date of birth', () => {
  assert.deepEqual(
    errorsAfter((i) => (i.children[0]!.dateOfBirth = '2022-02-30')),
    [{ path: 'children.0.dateOfBirth', key: 'date-invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (i.children[0]!.firstName = '')),
    [{ path: 'children.0.firstName', key: 'required' }],
  );
});

test('schedule days: Monday to Friday, each once, and week 2 only for biweekly', () => {
  const days = 'children.0.programSchedules.0.days';
  assert.deepEqual(
    errorsAfter((i) => (schedule(i).days = [{ dayOfWeek: 'SATURDAY', week: 'WEEK1' }])),
    [{ path: `${days}.0.dayOfWeek`, key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => schedule(i).days.push({ dayOfWeek: 'MONDAY', week: 'WEEK1' })),
    [{ path: days, key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => schedule(i).days.push({ dayOfWeek: 'FRIDAY', week: 'WEEK2' })),
    [{ path: days, key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => {
      schedule(i).cycleType = 'Biweekly';
      schedule(i).days.push({ dayOfWeek: 'FRIDAY', week: 'WEEK2' });
    }),
    [],
  );
});

test('a weekly schedule needs a day, a biweekly one a day in each week, a casual one none', () => {
  const days = 'children.0.programSchedules.0.days';
  assert.deepEqual(
    errorsAfter((i) => (schedule(i).days = [])),
    [{ path: days, key: 'child-schedule-at-least-one-day' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (schedule(i).cycleType = 'Biweekly')),
    [{ path: days, key: 'child-schedule-at-least-one-day' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (schedule(i).cycleType = 'Casual')),
    [{ path: days, key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => {
      schedule(i).cycleType = 'Casual';
      schedule(i).days = [];
    }),
    [],
  );
});

test('the start date is a real YYYY-MM-DD date', () => {
  assert.deepEqual(
    errorsAfter((i) => (schedule(i).startDate = '01/04/2027')),
    [{ path: 'children.0.programSchedules.0.startDate', key: 'schedule-start-date-invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => (schedule(i).startDate = '')),
    [{ path: 'children.0.programSchedules.0.startDate', key: 'required' }],
  );
});

test('the same child twice, or one program twice for a child, is refused', () => {
  assert.deepEqual(
    errorsAfter((i) => i.children.push({ ...i.children[0]!, firstName: ' leo ' })),
    [{ path: 'children.1', key: 'child-already-added', values: { name: 'leo Diaz' } }],
  );
  assert.deepEqual(
    errorsAfter((i) => i.children[0]!.programSchedules.push({ ...schedule(i) })),
    [{ path: 'children.0.programSchedules.1.programId', key: 'invalid' }],
  );
  assert.deepEqual(
    errorsAfter((i) => i.children[0]!.programSchedules.push({ ...schedule(i), programId: OTHER_PROGRAM })),
    [],
  );
});

test('several problems are all reported, and garbage never throws', () => {
  const result = validateInquirySubmission({ ...valid(), email: 'x', children: [{ firstName: 'A', lastName: 'B' }] });
  assert.equal(result.ok, false);
  assert.deepEqual(result.ok ? [] : result.errors.map((e) => `${e.path}:${e.key}`).sort(), [
    'children.0.dateOfBirth:required',
    'children.0.programSchedules:at-least-one-program',
    'email:email-invalid',
  ]);
  for (const garbage of [null, 42, 'text', [], { children: 'x' }]) {
    assert.equal(validateInquirySubmission(garbage).ok, false);
  }
});
