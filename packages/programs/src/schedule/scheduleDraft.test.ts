/// <reference types="node" />
// The programs project typechecks for the browser (types: []); this Node test brings node:test types itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { programFixture } from './program.fixture';
import { cycleTypesFor, newScheduleDraft, normaliseDraft, toProgramSchedule, toScheduleDraft } from './scheduleDraft';

const today = '2030-03-01';
const running = programFixture({ startDate: '2030-01-07' });
const future = programFixture({ startDate: '2030-09-02' });
const mon = { dayOfWeek: 'MONDAY', week: 'WEEK1' } as const;
const tueWeek2 = { dayOfWeek: 'TUESDAY', week: 'WEEK2' } as const;

test('a new schedule is Weekly with no days; its start date is set only when the program starts in the future', () => {
  assert.deepEqual(newScheduleDraft(running, today, { region: 'US' }), { cycleType: 'Weekly', days: [] });
  assert.deepEqual(newScheduleDraft(future, today, { region: 'US' }), {
    cycleType: 'Weekly',
    days: [],
    startDate: '2030-09-02',
  });
});

test('a casual-only program starts, and stays, Casual without days', () => {
  const casualOnly = programFixture({}, { enrollmentOptions: 'CASUALONLY' });
  assert.equal(newScheduleDraft(casualOnly, today, { region: 'US' }).cycleType, 'Casual');
  assert.deepEqual(normaliseDraft(casualOnly, { cycleType: 'Weekly', days: [mon] }, today, { region: 'US' }), {
    cycleType: 'Casual',
    days: [],
  });
});

test('a centre that takes no casual bookings never offers Casual, whatever its program row says', () => {
  // Cherry Creek's Toddler Room: the row is permanent and casual, the centre permanent only.
  const toddlerRoom = programFixture(
    {},
    { enrollmentOptions: 'PERMANENTANDCASUAL', centerEnrollmentOption: 'PERMANENTONLY' },
  );
  assert.deepEqual(cycleTypesFor(toddlerRoom, { region: 'US' }), ['Weekly', 'Biweekly']);
  assert.deepEqual(cycleTypesFor(toddlerRoom, { region: 'AU' }), ['Weekly']);
  assert.equal(
    normaliseDraft(toddlerRoom, { cycleType: 'Casual', days: [] }, today, { region: 'AU' }).cycleType,
    'Weekly',
  );
  // And a casual-only centre makes the row's permanent-and-casual program casual.
  const casualCentre = programFixture({}, { centerEnrollmentOption: 'CASUALONLY' });
  assert.equal(newScheduleDraft(casualCentre, today, { region: 'US' }).cycleType, 'Casual');
});

test('a permanent-only program never keeps Casual; biweekly is US-only, its week 2 dropped elsewhere', () => {
  const permanent = programFixture({}, { enrollmentOptions: 'PERMANENTONLY' });
  assert.equal(
    normaliseDraft(permanent, { cycleType: 'Casual', days: [] }, today, { region: 'AU' }).cycleType,
    'Weekly',
  );
  const biweekly = { cycleType: 'Biweekly' as const, days: [mon, tueWeek2], startDate: today };
  assert.equal(normaliseDraft(running, biweekly, today, { region: 'US' }), biweekly);
  assert.deepEqual(normaliseDraft(running, biweekly, today, { region: 'AU' }), {
    cycleType: 'Weekly',
    days: [mon],
    startDate: today,
  });
  assert.equal(normaliseDraft(running, biweekly, today, { region: 'US', isNewFamily: false }).cycleType, 'Weekly');
});

test('a fixed start date is put back whatever the draft held; an allowed draft comes back unchanged', () => {
  assert.equal(
    normaliseDraft(future, { cycleType: 'Weekly', days: [] }, today, { region: 'US' }).startDate,
    '2030-09-02',
  );
  const fine = { cycleType: 'Weekly' as const, days: [mon], startDate: '2030-04-01' };
  assert.equal(normaliseDraft(running, fine, today, { region: 'US' }), fine);
});

test('the form keeps the program, its row (places, fee, care type), its limits and the draft; and reads back the draft', () => {
  const draft = { cycleType: 'Weekly' as const, days: [mon], startDate: '2030-04-01' };
  const schedule = toProgramSchedule(programFixture({}, { availablePlaces: 0 }), draft);
  assert.deepEqual(schedule, {
    programId: running.id,
    programName: 'Toddlers',
    className: 'Room 1',
    careType: 'LDC',
    feeId: running.row.feeId,
    availablePlaces: 0,
    cycleType: 'Weekly',
    days: [mon],
    startDate: '2030-04-01',
    programStartDate: running.startDate,
    programEndDate: running.endDate,
    minEnrolmentDays: null,
    maxEnrolmentDays: null,
  });
  assert.deepEqual(toScheduleDraft(schedule), draft);
});
