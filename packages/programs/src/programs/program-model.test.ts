import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildValues, ProgramScheduleValues } from '../values';
import {
  availabilityBadge,
  byCareType,
  childrenForProgram,
  programGroupCards,
  programIdsInGroup,
  visiblePrograms,
  withChildSchedule,
  withoutPrograms,
  UNGROUPED,
  type ProgramLike,
} from './program-model';

const program = (id: string, overrides: Partial<ProgramLike> = {}): ProgramLike => ({
  id,
  programName: `Program ${id}`,
  startDate: '2030-01-01',
  endDate: '2030-12-31',
  operatingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
  minEnrolmentDays: 1,
  maxEnrolmentDays: 5,
  programGroup: null,
  row: { careType: 'LDC', availablePlaces: 5, enrollmentOptions: 'PERMANENTONLY', feeId: 'fee-1', className: 'Joeys' },
  ...overrides,
});

const schedule = (programId: string): ProgramScheduleValues => ({
  programId,
  programName: `Program ${programId}`,
  careType: 'LDC',
  availablePlaces: 5,
  cycleType: 'Weekly',
  days: [{ dayOfWeek: 'MONDAY', week: 'WEEK1' }],
  startDate: '2030-02-01',
});

const child = (key: string, programIds: string[] = []): ChildValues => ({
  key,
  firstName: key,
  lastName: 'Lee',
  dateOfBirth: '2027-01-01',
  programSchedules: programIds.map(schedule),
});

const tots = { id: 'g1', name: 'Tots', isActive: true };
const closed = { id: 'g2', name: 'Closed', isActive: false };

test('program group cards: active groups, then the programs in no group, each with its dates and children', () => {
  const programs: Record<string, ProgramLike[]> = {
    ava: [
      program('p1', { programGroup: tots, startDate: '2030-03-01', endDate: '2030-06-30' }),
      program('p2', { programGroup: closed }),
    ],
    ben: [program('p3', { programGroup: tots, startDate: '2030-01-15', endDate: '2030-11-30' }), program('p4')],
    cal: [program('p4')],
  };
  const cards = programGroupCards([child('ava'), child('ben'), child('cal')], (key) => programs[key] ?? []);
  // p4 is in no group (Cherry Creek's drop-in mornings): it gets a card of its own, so ben and cal can choose it.
  assert.deepEqual(cards, [
    { id: 'g1', name: 'Tots', startDate: '2030-01-15', endDate: '2030-11-30', childKeys: ['ava', 'ben'] },
    { id: UNGROUPED, name: '', startDate: '2030-01-01', endDate: '2030-12-31', childKeys: ['ben', 'cal'] },
  ]);
  assert.deepEqual(
    programGroupCards([child('ava')], (key) => programs[key] ?? []).map((card) => card.id),
    ['g1'],
    'no card for programs in no group when a child has none',
  );
});

test('with groups in use the list shows only programs of the chosen groups; without, all of them', () => {
  const programs = [program('p1', { programGroup: tots }), program('p2'), program('p3', { programGroup: closed })];
  assert.deepEqual(
    visiblePrograms(programs, true, ['g1']).map((p) => p.id),
    ['p1'],
  );
  assert.deepEqual(visiblePrograms(programs, true, []), []);
  assert.deepEqual(
    visiblePrograms(programs, true, ['g1', UNGROUPED]).map((p) => p.id),
    ['p1', 'p2'],
  );
  assert.deepEqual(programIdsInGroup(programs, UNGROUPED), ['p2']);
  assert.equal(visiblePrograms(programs, false, []).length, 3);
});

test('programs are listed under their care type, in the order the care types come', () => {
  const asc = program('p2', { row: { ...program('x').row, careType: 'ASC' } });
  const grouped = byCareType([program('p1'), asc, program('p3')]);
  assert.deepEqual(
    grouped.map((group) => [group.careType, group.programs.map((p) => p.id)]),
    [
      ['LDC', ['p1', 'p3']],
      ['ASC', ['p2']],
    ],
  );
});

test('a program is available for the children who have it among their programs', () => {
  const programs: Record<string, ProgramLike[]> = { ava: [program('p1')], ben: [program('p2')], cal: [program('p1')] };
  const children = [child('ava'), child('ben'), child('cal')];
  assert.deepEqual(
    childrenForProgram(children, (key) => programs[key] ?? [], 'p1').map((c) => c.key),
    ['ava', 'cal'],
  );
});

test('availability: no places is waitlist only; fewer places than choosing children is low availability', () => {
  assert.equal(availabilityBadge(0, 1), 'WaitlistOnly');
  assert.equal(availabilityBadge(0, 0), 'WaitlistOnly');
  assert.equal(availabilityBadge(1, 2), 'LowAvailability');
  assert.equal(availabilityBadge(2, 2), undefined);
  assert.equal(availabilityBadge(1, 0), undefined);
});

test('setting a child schedule replaces the same program, adds a new one, and removes with undefined', () => {
  const children = [child('ava', ['p1', 'p2']), child('ben')];
  const changed = { ...schedule('p1'), startDate: '2030-03-03' };
  const replaced = withChildSchedule(children, 'ava', 'p1', changed);
  assert.deepEqual(replaced[0]?.programSchedules, [changed, schedule('p2')]);
  assert.equal(replaced[1], children[1]);
  const added = withChildSchedule(children, 'ben', 'p1', schedule('p1'));
  assert.deepEqual(added[1]?.programSchedules, [schedule('p1')]);
  const removed = withChildSchedule(children, 'ava', 'p2', undefined);
  assert.deepEqual(removed[0]?.programSchedules, [schedule('p1')]);
  assert.deepEqual(children[0]?.programSchedules.length, 2, 'the input is not changed');
});

test('clearing a program removes it from every child and leaves the rest', () => {
  const cleared = withoutPrograms([child('ava', ['p1', 'p2']), child('ben', ['p1']), child('cal', ['p3'])], ['p1']);
  assert.deepEqual(
    cleared.map((c) => c.programSchedules.map((s) => s.programId)),
    [['p2'], [], ['p3']],
  );
});

test('program ids of a group are listed once even when several children have the program', () => {
  const all = [program('p1', { programGroup: tots }), program('p1', { programGroup: tots }), program('p2')];
  assert.deepEqual(programIdsInGroup(all, 'g1'), ['p1']);
});
