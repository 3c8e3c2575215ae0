import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildValues, ProgramScheduleValues } from '../values';
import { displayName, dryRunOffers } from './dryRunOffers';

const schedule = (overrides: Partial<ProgramScheduleValues> = {}): ProgramScheduleValues => ({
  programId: 'p-toddlers',
  programName: 'Toddlers',
  careType: 'LDC',
  feeId: 'fee-1',
  availablePlaces: 4,
  cycleType: 'Weekly',
  days: [
    { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
    { dayOfWeek: 'MONDAY', week: 'WEEK1' },
  ],
  startDate: '2030-04-01',
  ...overrides,
});

const child = (overrides: Partial<ChildValues> = {}): ChildValues => ({
  key: 'k1',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  dateOfBirth: '2027-05-04',
  programSchedules: [schedule()],
  ...overrides,
});

test('one dry-run offer per child and program, the child named by its temporary id', () => {
  const offers = dryRunOffers({
    children: [
      child({ programSchedules: [schedule(), schedule({ programId: 'p-art', programName: 'Art', feeId: null })] }),
      child({ key: 'k2', firstName: 'Alan', lastName: 'Turing', programSchedules: [] }),
    ],
  });
  assert.deepEqual(offers, [
    {
      childIdentifier: 'Ada$Lovelace',
      childName: 'Ada Lovelace',
      days: [
        { dayOfWeek: 'MONDAY', week: 'WEEK1' },
        { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
      ],
      cycleType: 'Weekly',
      expectedOfferState: 'NEW',
      expectedOfferedProgramId: 'p-toddlers',
      expectedOfferedProgramName: 'Toddlers',
      feeId: 'fee-1',
      startDate: '2030-04-01',
    },
    {
      childIdentifier: 'Ada$Lovelace',
      childName: 'Ada Lovelace',
      days: [
        { dayOfWeek: 'MONDAY', week: 'WEEK1' },
        { dayOfWeek: 'WEDNESDAY', week: 'WEEK1' },
      ],
      cycleType: 'Weekly',
      expectedOfferState: 'NEW',
      expectedOfferedProgramId: 'p-art',
      expectedOfferedProgramName: 'Art',
      feeId: null,
      startDate: '2030-04-01',
    },
  ]);
});

test('a casual schedule is sent without days', () => {
  const [offer] = dryRunOffers({ children: [child({ programSchedules: [schedule({ cycleType: 'Casual' })] })] });
  assert.equal(offer?.cycleType, 'Casual');
  assert.deepEqual(offer?.days, []);
});

test('week 2 days go only with a biweekly schedule', () => {
  const days = [
    { dayOfWeek: 'TUESDAY', week: 'WEEK2' },
    { dayOfWeek: 'FRIDAY', week: 'WEEK1' },
  ] as const;
  const weekly = dryRunOffers({ children: [child({ programSchedules: [schedule({ days: [...days] })] })] });
  assert.deepEqual(weekly[0]?.days, [{ dayOfWeek: 'FRIDAY', week: 'WEEK1' }]);
  const biweekly = dryRunOffers({
    children: [child({ programSchedules: [schedule({ cycleType: 'Biweekly', days: [...days] })] })],
  });
  assert.deepEqual(biweekly[0]?.days, [
    { dayOfWeek: 'FRIDAY', week: 'WEEK1' },
    { dayOfWeek: 'TUESDAY', week: 'WEEK2' },
  ]);
});

test('a program with no places left is expected to go to the waitlist', () => {
  const [offer] = dryRunOffers({ children: [child({ programSchedules: [schedule({ availablePlaces: 0 })] })] });
  assert.equal(offer?.expectedOfferState, 'APPROVAL_WAITLIST_PENDING');
});

test('a child is shown by its trimmed first and last name', () => {
  assert.equal(displayName({ firstName: ' Ada ', lastName: ' Lovelace ' }), 'Ada Lovelace');
  assert.equal(displayName({ firstName: 'Ada', lastName: '' }), 'Ada');
});
