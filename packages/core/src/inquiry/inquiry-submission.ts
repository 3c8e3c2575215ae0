import { array, boolean, enums, nullable, object, optional, refine, size, string, type Infer } from 'superstruct';
import { CARE_TYPES } from '../domain/enums';
import { Email } from '../email';
import { PersonName } from '../identity';
import { WireDate } from '../dates';
import { phoneStruct, type PhoneCountry } from '../phone';
import { validateChildrenHavePrograms } from '../program-selection';
import { validateScheduleDays } from '../schedule/day-count';
import { isWireDate } from '../dates/wire-date';
import { CYCLE_TYPES, PICKER_WEEKDAYS, WEEKS, type ScheduleDay } from '../schedule/schedule-types';
import { addChildDuplicateError } from '../uniqueness';
import { checkStruct, type FieldError, type Validation } from '../validation/result';
import { IdempotencyKey, Uuid } from './identifiers';

/** Limits that keep one submission a family's worth of data. */
export const INQUIRY_LIMITS = { children: 20, schedulesPerChild: 20 } as const;

/** A day of a schedule as the picker offers it: Monday to Friday, week 1 or 2. */
export const PickerScheduleDay = object({
  dayOfWeek: refine(
    string(),
    // Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
    'picker-weekday',
    // Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
    (day) => (PICKER_WEEKDAYS as readonly string[]).includes(day) || 'invalid',
  ),
  week: enums(WEEKS),
});

// Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
const StartDate = refine(string(), 'start-date', (value) => isWireDate(value) || 'schedule-start-date-invalid');

const sameDay = (a: ScheduleDay, b: ScheduleDay) => a.dayOfWeek === b.dayOfWeek && a.week === b.week;

/**
 * One program for one child. The day rules that need no program: Monday to Friday only, each day once, week 2 only
 * for biweekly, no days for casual, at least one day otherwise. Program limits (operating days, minimum and maximum
 * days, start date range) are checked where the program is known.
 */
export const InquiryProgramSchedule = refine(
  object({
    programId: Uuid,
    careType: enums(CARE_TYPES),
    cycleType: enums(CYCLE_TYPES),
    days: array(PickerScheduleDay),
    startDate: StartDate,
  }),
  // Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
  'schedule-days',
  (schedule, context) => {
    const atDays = { path: [...context.path, 'days'] };
    const days = schedule.days as ScheduleDay[];
    // Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
    if (schedule.cycleType === 'Casual') return days.length === 0 || { ...atDays, message: 'invalid' };
    if (schedule.cycleType !== 'Biweekly' && days.some((day) => day.week === 'WEEK2')) {
      // Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
      return { ...atDays, message: 'invalid' };
    }
    if (days.some((day, i) => days.findIndex((other) => sameDay(day, other)) !== i)) {
      // Stryker disable next-line StringLiteral: a refinement's name and an empty message both read as 'invalid' (validation/result.ts)
      return { ...atDays, message: 'invalid' };
    }
    const [error] = validateScheduleDays({ cycleType: schedule.cycleType, days }, {});
    return error === undefined || { ...atDays, message: error.key };
  },
);

export const InquiryChild = object({
  firstName: PersonName,
  lastName: PersonName,
  dateOfBirth: WireDate,
  // An empty list passes here: the programs step's own rule names the child ("at-least-one-program").
  programSchedules: size(array(InquiryProgramSchedule), 0, INQUIRY_LIMITS.schedulesPerChild),
});

/**
 * SubmitApplicationInput as the enquiry widget sends it, checked with the rules the widget itself applies; the
 * parent's phone is read for `country` (the business's region) when it has no +code.
 */
function inquirySubmissionStruct(country: PhoneCountry) {
  return object({
    idempotencyKey: IdempotencyKey,
    businessId: Uuid,
    selectedCenter: object({ id: Uuid }),
    linkCode: optional(nullable(string())),
    firstName: PersonName,
    lastName: PersonName,
    email: Email,
    phoneNumber: phoneStruct(country),
    familyReceivesSubsidy: optional(nullable(boolean())),
    cwaConsent: optional(nullable(boolean())),
    createdBy: optional(nullable(Uuid)),
    children: size(array(InquiryChild), 1, INQUIRY_LIMITS.children),
  });
}
const SUBMISSION_BY_COUNTRY = new Map<PhoneCountry, ReturnType<typeof inquirySubmissionStruct>>();
function inquirySubmissionFor(country: PhoneCountry) {
  let struct = SUBMISSION_BY_COUNTRY.get(country);
  // Stryker disable next-line ConditionalExpression: a cache; building the struct again answers the same
  if (!struct) SUBMISSION_BY_COUNTRY.set(country, (struct = inquirySubmissionStruct(country)));
  return struct;
}
export const InquirySubmission = inquirySubmissionFor('US');
export type InquirySubmission = Infer<typeof InquirySubmission>;
export type InquiryChild = Infer<typeof InquiryChild>;
export type InquiryProgramSchedule = Infer<typeof InquiryProgramSchedule>;

type LooseChild = { firstName?: unknown; lastName?: unknown; programSchedules?: unknown };

function childrenWithoutPrograms(children: unknown): FieldError[] {
  if (!Array.isArray(children)) return [];
  const named = children
    .filter((child): child is LooseChild => typeof child === 'object' && child !== null)
    .map((child) => ({
      firstName: typeof child.firstName === 'string' ? child.firstName : '',
      lastName: typeof child.lastName === 'string' ? child.lastName : '',
      programSchedules: Array.isArray(child.programSchedules) ? child.programSchedules : [],
    }));
  return named.length === children.length ? validateChildrenHavePrograms(named) : [];
}

/** The same child twice, or the same program twice for one child, would make two places out of one. */
function repeatedEntries(children: readonly InquiryChild[]): FieldError[] {
  const errors: FieldError[] = [];
  children.forEach((child, i) => {
    const repeated = addChildDuplicateError(child, children.slice(0, i));
    if (repeated) errors.push({ ...repeated, path: `children.${i}` });
    child.programSchedules.forEach((schedule, j) => {
      if (child.programSchedules.findIndex((other) => other.programId === schedule.programId) !== j) {
        errors.push({ path: `children.${i}.programSchedules.${j}.programId`, key: 'invalid' });
      }
    });
  });
  return errors;
}

/**
 * Every rule of the enquiry that needs no database: the struct, each child having a program, and no child or
 * program listed twice. Paths are relative to the input, so the widget can put each key under its field.
 */
export function validateInquirySubmission(input: unknown, country: PhoneCountry = 'US'): Validation<InquirySubmission> {
  const checked = checkStruct(inquirySubmissionFor(country), input);
  const children = typeof input === 'object' && input !== null ? (input as { children?: unknown }).children : [];
  // A missing or empty program list gets the programs step's message, named by the child, not a bare "required".
  const withoutPrograms = childrenWithoutPrograms(children);
  const programPaths = new Set(withoutPrograms.map((error) => error.path));
  const errors = [...(checked.ok ? [] : checked.errors.filter((e) => !programPaths.has(e.path))), ...withoutPrograms];
  if (checked.ok) errors.push(...repeatedEntries(checked.value.children));
  return errors.length === 0 && checked.ok ? checked : { ok: false, errors };
}
