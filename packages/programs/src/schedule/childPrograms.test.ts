/// <reference types="node" />
// The programs project typechecks for the browser (types: []); this Node test brings node:test types itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildValues } from '../values';
import { completeChildren, toChildPrograms, type ProgramForCenter } from './childPrograms';

const child = (key: string, firstName: string, lastName: string, dateOfBirth: string): ChildValues => ({
  key,
  firstName,
  lastName,
  dateOfBirth,
  programSchedules: [],
});

const CENTER = 'c0ffee00-0000-4000-8000-000000000001';
const OTHER_CENTER = 'c0ffee00-0000-4000-8000-000000000002';

function program(id: string, childId: string | null, overrides: Partial<ProgramForCenter> = {}): ProgramForCenter {
  return {
    id,
    childId,
    fullName: childId,
    programName: `Program ${id}`,
    description: null,
    isOpenForEnrollment: true,
    startDate: '2030-01-01',
    endDate: null,
    operatingDays: ['MONDAY', 'TUESDAY'],
    minEnrolmentDays: null,
    maxEnrolmentDays: null,
    minAgeMonths: null,
    maxAgeMonths: null,
    programGroup: null,
    centers: [
      {
        centerId: CENTER,
        feeId: null,
        className: null,
        availablePlaces: 3,
        applicationFeeAmount: 0,
        applicationFeeType: null,
        enrollmentOptions: 'PERMANENTONLY',
        centerEnrollmentOption: 'PERMANENTANDCASUAL',
        careType: 'LDC',
        feeAmount: 5000,
        feeType: 'Daily',
        currency: 'USD',
        operatingDayAvailability: [],
      },
    ],
    ...overrides,
  };
}

test('only children with both names and a real date of birth are sent, trimmed, each once', () => {
  const sent = completeChildren([
    child('a', ' Ava ', 'Lee', '2021-03-04'),
    child('b', 'Ben', '', '2021-03-04'),
    child('c', 'Cal', 'Lee', '2021-02-30'),
    child('d', 'Dee', 'Lee', ''),
    child('e', 'Ava', 'Lee ', '2021-03-04'),
  ]);
  assert.deepEqual(sent, [{ firstName: 'Ava', lastName: 'Lee', dateOfBirth: '2021-03-04' }]);
});

test('no complete child means nothing to send', () => {
  assert.deepEqual(completeChildren([child('a', '', '', '')]), []);
});

test("each program maps back to the child whose temporary id (first$last) it carries, with this centre's row", () => {
  const children = [child('k1', 'Ava', 'Lee', '2021-03-04'), child('k2', 'Ben', 'Lee', '2022-05-06')];
  const result = toChildPrograms(
    [program('p1', 'Ava$Lee'), program('p2', 'Ben$Lee'), program('p1', 'Ben$Lee')],
    children,
    CENTER,
  );
  assert.deepEqual(
    result.map((entry) => `${entry.childKey}:${entry.id}:${entry.row.centerId}`),
    [`k1:p1:${CENTER}`, `k2:p2:${CENTER}`, `k2:p1:${CENTER}`],
  );
});

test('programs closed for enrolment, without a row at the centre, or for no child of the form are left out', () => {
  const children = [child('k1', 'Ava', 'Lee', '2021-03-04')];
  const elsewhere = program('p3', 'Ava$Lee');
  elsewhere.centers = elsewhere.centers.map((row) => ({ ...row, centerId: OTHER_CENTER }));
  const result = toChildPrograms(
    [
      program('p1', 'Ava$Lee', { isOpenForEnrollment: false }),
      elsewhere,
      program('p4', 'Zed$Lee'),
      program('p5', null),
    ],
    children,
    CENTER,
  );
  assert.deepEqual(result, []);
});

test('a repeated entry for the same child and program is listed once', () => {
  const result = toChildPrograms(
    [program('p1', 'Ava$Lee'), program('p1', 'Ava$Lee')],
    [child('k1', 'Ava', 'Lee', '2021-03-04')],
    CENTER,
  );
  assert.equal(result.length, 1);
});
