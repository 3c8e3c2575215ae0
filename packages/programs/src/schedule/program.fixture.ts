// Test-only: a ChildProgram with sensible defaults, for unit and component tests of the schedule parts.
import type { ChildProgram, ProgramCenterRow } from './childPrograms';

export const FIXTURE_CENTER_ID = 'c0ffee00-0000-4000-8000-000000000001';

export function programFixture(
  overrides: Partial<Omit<ChildProgram, 'row'>> = {},
  row: Partial<ProgramCenterRow> = {},
): ChildProgram {
  return {
    id: 'p0000000-0000-4000-8000-000000000001',
    childKey: 'child-1',
    childId: 'Ava$Lee',
    fullName: 'Ava$Lee',
    programName: 'Toddlers',
    description: null,
    isOpenForEnrollment: true,
    startDate: '2030-01-07',
    endDate: '2030-12-20',
    operatingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
    minEnrolmentDays: null,
    maxEnrolmentDays: null,
    minAgeMonths: null,
    maxAgeMonths: null,
    programGroup: null,
    centers: [],
    ...overrides,
    row: {
      centerId: FIXTURE_CENTER_ID,
      feeId: 'f0000000-0000-4000-8000-000000000001',
      className: 'Room 1',
      availablePlaces: 5,
      applicationFeeAmount: 5000,
      applicationFeeType: 'PERPLACE',
      enrollmentOptions: 'PERMANENTANDCASUAL',
      centerEnrollmentOption: 'PERMANENTANDCASUAL',
      careType: 'LDC',
      feeAmount: 8000,
      feeType: 'Daily',
      currency: 'USD',
      operatingDayAvailability: [
        { dayOfWeek: 'MONDAY', count: 4 },
        { dayOfWeek: 'TUESDAY', count: 1 },
        { dayOfWeek: 'WEDNESDAY', count: 0 },
        { dayOfWeek: 'THURSDAY', count: 2 },
        { dayOfWeek: 'FRIDAY', count: 9 },
      ],
      ...row,
    },
  };
}
