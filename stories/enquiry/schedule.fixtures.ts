// Programs and form values for the schedule stories. ChildSchedulePage asks programsForCenter through Apollo; the
// mock below answers the way the server does: one entry per child whose age fits, keyed by the child's temporary
// id (first$last), with the centre's row.
import { DEFAULT_FEATURE_FLAGS, temporaryChildId, type Region, type ScheduleDay, type Weekday } from '@cc/core';
import type { MockedResponse } from '@cc/ui/testing';
import type { ChildValues, EnquiryFormValues, ProgramScheduleValues } from '../../packages/enquiry/src/form-values';
import type { ChildProgram, ProgramForCenter } from '../../packages/programs/src/schedule/childPrograms';
import { ProgramsForCenterDocument } from '../../packages/programs/src/schedule/programsForCenter.graphql.generated';
import type { EnquiryStepProps } from '../../packages/enquiry/src/steps/step-props';

export const SCHEDULE_BUSINESS_ID = '5b0f1e52-3c1d-4a44-9d1e-0c6f2f3a9b20';
export const SCHEDULE_CENTRE_ID = '9a7c2d10-6f4e-4b8a-8d2c-1e5f3a7b9c21';
/** A fixed "today" at the centre, so dates in the stories never drift. */
export const SCHEDULE_TODAY = '2030-03-01';

export type ProgramKind = 'toddlers' | 'preschool' | 'casual' | 'kindy';

type Row = ProgramForCenter['centers'][number];
const currencyOf = (region: Region) => (region === 'AU' ? 'AUD' : region === 'CA' ? 'CAD' : 'USD');

function row(region: Region, overrides: Partial<Row>): Row {
  return {
    centerId: SCHEDULE_CENTRE_ID,
    feeId: '7d1e4c22-0b3a-4f6e-9a81-5c2d7e9f0a21',
    className: null,
    availablePlaces: 6,
    applicationFeeAmount: 5000,
    applicationFeeType: 'PERPLACE',
    enrollmentOptions: 'PERMANENTANDCASUAL',
    centerEnrollmentOption: 'PERMANENTANDCASUAL',
    careType: 'LDC',
    feeAmount: region === 'AU' ? 13500 : 8500,
    feeType: 'Daily',
    currency: currencyOf(region),
    operatingDayAvailability: [
      { dayOfWeek: 'MONDAY', count: 4 },
      { dayOfWeek: 'TUESDAY', count: 1 },
      { dayOfWeek: 'WEDNESDAY', count: 3 },
      { dayOfWeek: 'THURSDAY', count: 0 },
      { dayOfWeek: 'FRIDAY', count: 6 },
    ],
    ...overrides,
  };
}

const ALL_DAYS: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

/** The four kinds of program the stories show, named per region (AU: centre wording, fortnightly fees). */
function program(region: Region, kind: ProgramKind): Omit<ProgramForCenter, 'childId' | 'fullName'> {
  const au = region === 'AU';
  const base = {
    description: null,
    isOpenForEnrollment: true,
    endDate: '2030-12-18',
    operatingDays: ALL_DAYS,
    minEnrolmentDays: null,
    maxEnrolmentDays: null,
    minAgeMonths: null,
    maxAgeMonths: null,
    programGroup: null,
  };
  switch (kind) {
    case 'toddlers':
      return {
        ...base,
        id: 'b2c0ffee-0000-4000-8000-000000000001',
        programName: au ? 'Nursery Room' : 'Toddler Room',
        description: au ? 'Long day care for under-threes.' : 'Full-day care for toddlers.',
        startDate: '2030-01-07',
        maxEnrolmentDays: 3,
        centers: [row(region, { className: au ? 'Joeys' : 'Room 2' })],
      };
    case 'preschool':
      return {
        ...base,
        id: 'b2c0ffee-0000-4000-8000-000000000002',
        programName: au ? 'Kinder Readiness' : 'Preschool Fall Term',
        startDate: '2030-09-02',
        minEnrolmentDays: 2,
        maxEnrolmentDays: 3,
        centers: [
          row(region, {
            enrollmentOptions: 'PERMANENTONLY',
            feeType: 'Weekly',
            feeAmount: au ? 42000 : 30000,
            availablePlaces: 1,
          }),
        ],
      };
    case 'casual':
      return {
        ...base,
        id: 'b2c0ffee-0000-4000-8000-000000000003',
        programName: au ? 'Vacation Care' : 'Drop-in Club',
        startDate: '2030-01-07',
        operatingDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
        centers: [row(region, { enrollmentOptions: 'CASUALONLY', careType: 'VAC', feeAmount: au ? 9500 : 6500 })],
      };
    case 'kindy':
      return {
        ...base,
        id: 'b2c0ffee-0000-4000-8000-000000000004',
        programName: au ? 'Kindergarten' : 'Pre-K',
        startDate: '2030-01-07',
        centers: [row(region, { availablePlaces: 0 })],
      };
  }
}

export const AVA: ChildValues = {
  key: 'story-ava',
  firstName: 'Ava',
  lastName: 'Nguyen',
  dateOfBirth: '2027-06-14',
  programSchedules: [],
};
export const BEN: ChildValues = {
  key: 'story-ben',
  firstName: 'Ben',
  lastName: 'Nguyen',
  dateOfBirth: '2025-02-03',
  programSchedules: [],
};
/** A child the centre has nothing for (too young for every program). */
export const CLEO: ChildValues = {
  key: 'story-cleo',
  firstName: 'Cleo',
  lastName: 'Nguyen',
  dateOfBirth: '2030-01-20',
  programSchedules: [],
};

const KINDS_FOR: Record<string, ProgramKind[]> = {
  [AVA.key]: ['toddlers', 'casual', 'kindy'],
  [BEN.key]: ['preschool', 'casual'],
};

/** One program of one kind as ChildProgram, for the selector and summary stories. */
export function childProgram(region: Region, kind: ProgramKind, child: ChildValues = AVA): ChildProgram {
  const entry = program(region, kind);
  const id = temporaryChildId(child.firstName, child.lastName);
  return { ...entry, childId: id, fullName: id, childKey: child.key, row: entry.centers[0] as Row };
}

export const programsOf = (region: Region, child: ChildValues): ChildProgram[] =>
  (KINDS_FOR[child.key] ?? []).map((kind) => childProgram(region, kind, child));

/** programsForCenter, answered for whichever children the page asks about. */
export function scheduleProgramsMock(region: Region, children: readonly ChildValues[]): MockedResponse {
  const entries: ProgramForCenter[] = children.flatMap((child) =>
    programsOf(region, child).map(({ row: _row, childKey: _key, ...entry }) => entry),
  );
  return {
    request: { query: ProgramsForCenterDocument },
    variableMatcher: () => true,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        programsForCenter: {
          enrollmentSettings: {
            flowType: 'INQUIRE_OFFER_ENROLLMENT',
            isUseProgramGroup: false,
            isUsePerProgramGroupFees: false,
            currency: currencyOf(region),
          },
          programsForCenter: entries,
        },
      },
    },
  };
}

export const days = (week: 'WEEK1' | 'WEEK2', ...names: Weekday[]): ScheduleDay[] =>
  names.map((dayOfWeek) => ({ dayOfWeek, week }));

/** A chosen schedule for a program of the fixtures. */
export function scheduleFor(
  region: Region,
  kind: ProgramKind,
  cycleType: ProgramScheduleValues['cycleType'],
  chosen: ScheduleDay[],
  startDate = '2030-03-11',
): ProgramScheduleValues {
  const entry = program(region, kind);
  const centre = entry.centers[0] as Row;
  return {
    programId: entry.id,
    programName: entry.programName,
    className: centre.className,
    careType: centre.careType,
    feeId: centre.feeId,
    availablePlaces: centre.availablePlaces,
    cycleType,
    days: chosen,
    startDate: kind === 'preschool' ? entry.startDate : startDate,
  };
}

export function scheduleFormValues(children: ChildValues[]): EnquiryFormValues {
  return {
    businessId: SCHEDULE_BUSINESS_ID,
    selectedCenter: { id: SCHEDULE_CENTRE_ID, name: 'Maple Grove Learning Center' },
    firstName: 'Lin',
    lastName: 'Nguyen',
    email: 'lin.nguyen@example.com',
    phoneNumber: { number: '2175550123', type: 'Mobile' },
    children,
    selectedProgramGroup: [],
    cwaConsent: false,
  };
}

export function scheduleStepProps(region: Region): EnquiryStepProps {
  return {
    businessId: SCHEDULE_BUSINESS_ID,
    center: { id: SCHEDULE_CENTRE_ID, name: region === 'AU' ? 'Harbourside Early Learning Centre' : 'Maple Grove' },
    region,
    flags: DEFAULT_FEATURE_FLAGS,
    enrollmentSettings: {
      flowType: 'INQUIRE_OFFER_ENROLLMENT',
      isUseProgramGroup: false,
      isUsePerProgramGroupFees: false,
      currency: currencyOf(region),
    },
    today: SCHEDULE_TODAY,
    audience: 'guardian',
  };
}
