// Programs for the programs-step stories, answered through Apollo's MockedProvider the way programsForCenter would:
// one entry per child whose age fits, keyed by the child's temporary id (first$last), with the centre's row.
import { DEFAULT_FEATURE_FLAGS, type Region } from '@cc/core';
import type { MockedResponse } from '@cc/ui/testing';
import type { ChildValues, EnquiryFormValues, ProgramScheduleValues } from '../../packages/enquiry/src/form-values';
import type { ChildProgram, ProgramForCenter } from '../../packages/programs/src/schedule/childPrograms';
import { ProgramsForCenterDocument } from '../../packages/programs/src/schedule/programsForCenter.graphql.generated';
import type { EnquiryStepProps } from '../../packages/enquiry/src/steps/step-props';

export const STORY_BUSINESS_ID = '5b0f1e52-3c1d-4a44-9d1e-0c6f2f3a9b10';
export const STORY_CENTRE_ID = '9a7c2d10-6f4e-4b8a-8d2c-1e5f3a7b9c01';
/** A fixed "today" at the centre, so dates in the stories never drift. */
export const STORY_TODAY = '2030-03-01';

type Row = ProgramForCenter['centers'][number];

interface ProgramSpec {
  id: string;
  programName: string;
  description?: string;
  startDate: string;
  endDate: string | null;
  group: { id: string; name: string };
  minDays?: number;
  maxDays?: number;
  row: Partial<Row>;
  /** Children (first names) whose age fits. */
  for: readonly string[];
}

const row = (region: Region, overrides: Partial<Row>): Row => ({
  centerId: STORY_CENTRE_ID,
  feeId: '7d1e4c22-0b3a-4f6e-9a81-5c2d7e9f0a11',
  className: null,
  availablePlaces: 6,
  applicationFeeAmount: 5000,
  applicationFeeType: 'PERPLACE',
  enrollmentOptions: 'PERMANENTONLY',
  centerEnrollmentOption: 'PERMANENTANDCASUAL',
  careType: 'LDC',
  feeAmount: region === 'AU' ? 13500 : 8500,
  feeType: 'Daily',
  currency: region === 'AU' ? 'AUD' : 'USD',
  operatingDayAvailability: [
    { dayOfWeek: 'MONDAY', count: 4 },
    { dayOfWeek: 'TUESDAY', count: 1 },
    { dayOfWeek: 'WEDNESDAY', count: 3 },
    { dayOfWeek: 'THURSDAY', count: 0 },
    { dayOfWeek: 'FRIDAY', count: 6 },
  ],
  ...overrides,
});

const SCHOOL_YEAR = { id: '3f8a1b2c-4d5e-4f60-8a7b-9c0d1e2f3a41', name: 'School year 2030' };
const HOLIDAYS = { id: '3f8a1b2c-4d5e-4f60-8a7b-9c0d1e2f3a42', name: 'Holiday programs' };

const SPECS: Record<'US' | 'AU', ProgramSpec[]> = {
  US: [
    {
      id: 'a1c0ffee-0000-4000-8000-000000000001',
      programName: 'Toddler Room',
      description: 'Play-based learning for toddlers, with two outdoor sessions a day.',
      startDate: '2030-01-07',
      endDate: '2030-12-18',
      group: SCHOOL_YEAR,
      minDays: 2,
      maxDays: 5,
      row: { className: 'Sunflowers', availablePlaces: 8 },
      for: ['Ava', 'Ben'],
    },
    {
      id: 'a1c0ffee-0000-4000-8000-000000000002',
      programName: 'Preschool Flex',
      startDate: '2030-04-06',
      endDate: '2030-12-18',
      group: SCHOOL_YEAR,
      row: { availablePlaces: 1, enrollmentOptions: 'PERMANENTANDCASUAL', applicationFeeType: 'PERAPPLICATION' },
      for: ['Ava'],
    },
    {
      id: 'a1c0ffee-0000-4000-8000-000000000003',
      programName: 'Summer Camp',
      startDate: '2030-06-15',
      endDate: '2030-08-21',
      group: HOLIDAYS,
      row: { availablePlaces: 0, enrollmentOptions: 'CASUALONLY', careType: 'VAC' },
      for: ['Ava', 'Ben'],
    },
  ],
  AU: [
    {
      id: 'a1c0ffee-0000-4000-8000-000000000011',
      programName: 'Joeys Room',
      description: 'Long day care for our youngest, with a rest room and a garden.',
      startDate: '2030-01-28',
      endDate: '2030-12-19',
      group: SCHOOL_YEAR,
      minDays: 2,
      maxDays: 5,
      row: { className: 'Joeys', availablePlaces: 8 },
      for: ['Ava', 'Ben'],
    },
    {
      id: 'a1c0ffee-0000-4000-8000-000000000012',
      programName: 'Kindy Flexi',
      startDate: '2030-04-06',
      endDate: '2030-12-19',
      group: SCHOOL_YEAR,
      row: { availablePlaces: 1, enrollmentOptions: 'PERMANENTANDCASUAL', applicationFeeType: 'PERAPPLICATION' },
      for: ['Ava'],
    },
    {
      id: 'a1c0ffee-0000-4000-8000-000000000013',
      programName: 'Vacation Care',
      startDate: '2030-04-13',
      endDate: '2030-04-28',
      group: HOLIDAYS,
      row: { availablePlaces: 0, enrollmentOptions: 'CASUALONLY', careType: 'VAC' },
      for: ['Ava', 'Ben'],
    },
  ],
};

const wording = (region: Region) => (region === 'AU' ? 'AU' : 'US');

/**
 * The programs the server answers with, once per child whose age fits. `rows` changes every program's row at the
 * centre (e.g. applicationFeeAmount 0: a centre where application fees are forbidden reports none).
 */
export function apiPrograms(
  region: Region,
  children: readonly ChildValues[],
  rows: Partial<Row> = {},
): ProgramForCenter[] {
  return SPECS[wording(region)].flatMap((spec) =>
    children
      .filter((child) => spec.for.includes(child.firstName))
      .map((child) => {
        const fullName = `${child.firstName}$${child.lastName}`;
        return {
          id: spec.id,
          childId: fullName,
          fullName,
          programName: spec.programName,
          description: spec.description ?? null,
          isOpenForEnrollment: true,
          startDate: spec.startDate,
          endDate: spec.endDate,
          operatingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
          minEnrolmentDays: spec.minDays ?? null,
          maxEnrolmentDays: spec.maxDays ?? null,
          minAgeMonths: null,
          maxAgeMonths: null,
          programGroup: { ...spec.group, isActive: true },
          centers: [row(region, { ...spec.row, ...rows })],
        } satisfies ProgramForCenter;
      }),
  );
}

/** The same programs as the program modal receives them (a child's programs with their row at the centre). */
export function childProgramsFor(region: Region, children: readonly ChildValues[]) {
  const programs = apiPrograms(region, children);
  return (childKey: string): ChildProgram[] => {
    const child = children.find((candidate) => candidate.key === childKey);
    if (!child) return [];
    const fullName = `${child.firstName}$${child.lastName}`;
    return programs
      .filter((program) => program.childId === fullName)
      .map((program) => ({ ...program, row: program.centers[0] as Row, childKey }));
  };
}

export const programIdOf = (region: Region, index: number): string => (SPECS[wording(region)][index] as ProgramSpec).id;

export function programsMock(
  region: Region,
  children: readonly ChildValues[],
  useGroups = true,
  rows: Partial<Row> = {},
): MockedResponse {
  return {
    request: {
      query: ProgramsForCenterDocument,
      variables: {
        businessId: STORY_BUSINESS_ID,
        centerId: STORY_CENTRE_ID,
        searchDate: STORY_TODAY,
        byAge: {
          childWithDobs: children.map(({ firstName, lastName, dateOfBirth }) => ({ firstName, lastName, dateOfBirth })),
        },
      },
    },
    // Storybook re-renders on every control change; the answer stays the same.
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        programsForCenter: {
          enrollmentSettings: {
            flowType: 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
            isUseProgramGroup: useGroups,
            isUsePerProgramGroupFees: false,
            currency: region === 'AU' ? 'AUD' : 'USD',
          },
          programsForCenter: apiPrograms(region, children, rows),
        },
      },
    },
  };
}

export const AVA: ChildValues = {
  key: 'child-ava',
  firstName: 'Ava',
  lastName: 'Nguyen',
  dateOfBirth: '2027-05-20',
  programSchedules: [],
};
export const BEN: ChildValues = {
  key: 'child-ben',
  firstName: 'Ben',
  lastName: 'Nguyen',
  dateOfBirth: '2028-02-11',
  programSchedules: [],
};

/** A weekly schedule for the first program (Toddler Room / Joeys Room). */
export function firstProgramSchedule(region: Region, days: ProgramScheduleValues['days']): ProgramScheduleValues {
  const spec = SPECS[wording(region)][0] as ProgramSpec;
  return {
    programId: spec.id,
    programName: spec.programName,
    className: spec.row.className ?? null,
    careType: 'LDC',
    feeId: '7d1e4c22-0b3a-4f6e-9a81-5c2d7e9f0a11',
    availablePlaces: spec.row.availablePlaces ?? 6,
    cycleType: 'Weekly',
    days,
    startDate: '2030-03-04',
  };
}

export function formValues(children: ChildValues[], selectedProgramGroup: string[] = []): EnquiryFormValues {
  return {
    businessId: STORY_BUSINESS_ID,
    selectedCenter: { id: STORY_CENTRE_ID, name: 'Maple Grove' },
    firstName: 'Mai',
    lastName: 'Nguyen',
    email: 'mai@example.com',
    phoneNumber: { number: '2025550123', type: 'Mobile' },
    children,
    selectedProgramGroup,
    cwaConsent: false,
  };
}

export const ALL_GROUP_IDS = [SCHOOL_YEAR.id, HOLIDAYS.id];

export function stepProps(region: Region, overrides: Partial<EnquiryStepProps> = {}): EnquiryStepProps {
  return {
    businessId: STORY_BUSINESS_ID,
    center: {
      id: STORY_CENTRE_ID,
      name: region === 'AU' ? 'Harbourside Early Learning Centre' : 'Maple Grove Learning Center',
    },
    region,
    // The notice is on so that the flexible-scheduling link and modal can be seen.
    flags: { ...DEFAULT_FEATURE_FLAGS, flexSchedulePolicyNotice: true },
    enrollmentSettings: {
      flowType: 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
      isUseProgramGroup: true,
      isUsePerProgramGroupFees: false,
      currency: region === 'AU' ? 'AUD' : 'USD',
    },
    today: STORY_TODAY,
    audience: 'guardian',
    ...overrides,
  };
}
