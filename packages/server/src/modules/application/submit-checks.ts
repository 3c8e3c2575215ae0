import {
  cycleTypesForProgram,
  dateOfBirthError,
  localDateIn,
  newScheduleState,
  personMatchError,
  phoneCountryOf,
  toE164,
  validateScheduleDays,
  validateStartDate,
  type FieldError,
  type InquiryProgramSchedule,
  type InquirySubmission,
  type NewScheduleState,
  type ScheduleDay,
} from '@cc/core';
import { isWellFormedLinkCode } from '../../security/link-code';
import type { BusinessRow } from '../business/business.table';
import type { EnquiryLinkRow } from '../business/enquiry-link.table';
import type { CenterRow } from '../center/center.table';
import { personMatchOf } from '../family/person-match';
import type { ProgramAtCenter } from '../program/program.repository';
import type { Repositories } from '../repositories';

export interface CheckedSchedule {
  childIndex: number;
  schedule: InquiryProgramSchedule;
  program: ProgramAtCenter;
  state: NewScheduleState;
}

export interface CheckedSubmission {
  business: BusinessRow;
  center: CenterRow;
  link: EnquiryLinkRow | undefined;
  schedules: CheckedSchedule[];
  /** An account of the business with the enquirer's email, named on the application for staff (never written to). */
  possibleMatchAccountId: string | null;
}

export type Checked = { ok: true; value: CheckedSubmission } | { ok: false; errors: FieldError[] };

const fail = (path: string, key: string): Checked => ({ ok: false, errors: [{ path, key }] });

async function findLink(repos: Repositories, code: string | null | undefined, now: Date) {
  if (code == null || code.trim() === '') return { link: undefined, ok: true };
  const link = isWellFormedLinkCode(code) ? await repos.enquiryLinks.findUsable(code, now) : undefined;
  return { link, ok: link !== undefined };
}

/**
 * A schedule against its program at the centre: care type, cycle type, days and start date as the program allows.
 * Biweekly is for new US families only: an enquiry's family is new, a re-enrolling one is not.
 */
export function scheduleErrors(
  item: ProgramAtCenter,
  schedule: InquiryProgramSchedule,
  context: { business: BusinessRow; today: string; isNewFamily: boolean },
  path: string,
): FieldError[] {
  const { program, row } = item;
  const errors: FieldError[] = [];
  if (schedule.careType !== row.care_type) errors.push({ path: `${path}.careType`, key: 'invalid' });
  const cycleTypes = cycleTypesForProgram({
    programOption: row.enrollment_options,
    centreOption: item.centreOption,
    region: context.business.region,
    isNewFamily: context.isNewFamily,
  });
  if (!cycleTypes.includes(schedule.cycleType)) errors.push({ path: `${path}.cycleType`, key: 'invalid' });
  const days = schedule.days as ScheduleDay[];
  if (days.some((day) => !program.operating_days.includes(day.dayOfWeek))) {
    errors.push({ path: `${path}.days`, key: 'invalid' });
  } else {
    const limits = { minDays: program.min_enrolment_days, maxDays: program.max_enrolment_days };
    errors.push(...validateScheduleDays({ cycleType: schedule.cycleType, days }, limits, `${path}.days`));
  }
  const dates = { startDate: program.start_date, endDate: program.end_date };
  errors.push(...validateStartDate(schedule.startDate, dates, context.today, `${path}.startDate`));
  return errors;
}

/**
 * The checks that need the database: the business, the person-exists check, the link the family came through, the centre (active, of this
 * business, opened by the link), the subsidy answer when the centre asks, and each program as the centre runs it
 * today (by the centre's calendar). Expected failures come back as field errors, never as GraphQL errors.
 */
export async function checkSubmission(
  repos: Repositories,
  input: InquirySubmission,
  now: Date,
  mayUse: (business: BusinessRow) => boolean,
): Promise<Checked> {
  const business = await repos.businesses.findActive(input.businessId.toLowerCase());
  if (!business || !mayUse(business)) return fail('businessId', 'invalid');
  const errors: FieldError[] = [];
  // The widget blocks Submit on the person-exists check; the server holds the same line, so nobody can add an
  // enquiry under a family they merely know the name and email of.
  const who = { firstName: input.firstName, lastName: input.lastName, email: input.email };
  const phone = toE164(input.phoneNumber.number, phoneCountryOf(business.region));
  const match = await personMatchOf(repos.persons, business.id, who, phone);
  const personError = personMatchError(match, input.createdBy ? 'centre' : 'guardian');
  if (personError) errors.push(personError);
  const { link, ok: linkOk } = await findLink(repos, input.linkCode, now);
  if (!linkOk || (link && link.business_id !== business.id)) errors.push({ path: 'linkCode', key: 'invalid' });

  const centerId = input.selectedCenter.id.toLowerCase();
  const center = await repos.centers.findVisibleOfBusiness(business.id, centerId);
  const allowedByLink = !link?.allowed_center_ids || link.allowed_center_ids.includes(centerId);
  if (!center || !allowedByLink) {
    return { ok: false, errors: [...errors, { path: 'selectedCenter.id', key: 'center-not-available' }] };
  }
  const settings = await repos.centers.enrollmentSettingsOf(business.id, center.id);
  if (settings?.ask_family_about_subsidy && input.familyReceivesSubsidy == null) {
    errors.push({ path: 'familyReceivesSubsidy', key: 'required' });
  }

  const { errors: childErrors, schedules } = await checkChildSchedules(repos, input.children, {
    business,
    center,
    now,
    isNewFamily: true,
  });
  errors.push(...childErrors);
  return errors.length > 0
    ? { ok: false, errors }
    : {
        ok: true,
        value: { business, center, link, schedules, possibleMatchAccountId: match.holderAccountId },
      };
}

/**
 * Each child's date of birth and each schedule against its program as the centre runs it today (by the centre's
 * calendar), shared by the enquiry and the re-enrolment: a schedule's state says whether its program has a place.
 */
export async function checkChildSchedules(
  repos: Pick<Repositories, 'programs'>,
  children: ReadonlyArray<{ dateOfBirth: string; programSchedules: readonly InquiryProgramSchedule[] }>,
  at: { business: BusinessRow; center: CenterRow; now: Date; isNewFamily: boolean },
): Promise<{ errors: FieldError[]; schedules: CheckedSchedule[] }> {
  const { business, center } = at;
  const today = localDateIn(center.timezone, at.now);
  const programs = new Map(
    (await repos.programs.listForCenter(business.id, center.id, today)).map((item) => [item.program.id, item]),
  );
  const errors: FieldError[] = [];
  const schedules: CheckedSchedule[] = [];
  children.forEach((child, childIndex) => {
    const childPath = `children.${childIndex}`;
    const dobError = dateOfBirthError(child.dateOfBirth, today, `${childPath}.dateOfBirth`);
    if (dobError) errors.push(dobError);
    child.programSchedules.forEach((schedule, j) => {
      const path = `${childPath}.programSchedules.${j}`;
      const item = programs.get(schedule.programId.toLowerCase());
      if (!item || !item.program.is_open_for_enrollment) {
        errors.push({ path: `${path}.programId`, key: 'program-not-available' });
        return;
      }
      const context = { business, today, isNewFamily: at.isNewFamily };
      errors.push(...scheduleErrors(item, schedule, context, path));
      schedules.push({ childIndex, schedule, program: item, state: newScheduleState(item.row.available_places) });
    });
  });
  return { errors, schedules };
}

/**
 * The application_schedule rows of checked schedules, one per child and program at the centre, each in its state
 * (the state the check found, unless the writer decided others under the places' locks).
 */
export function scheduleRows(
  schedules: readonly CheckedSchedule[],
  childIds: readonly string[],
  centerId: string,
  states: readonly NewScheduleState[] = schedules.map((s) => s.state),
) {
  return schedules.map(({ childIndex, schedule, program }, i) => ({
    child_id: childIds[childIndex]!,
    program_id: program.program.id,
    center_id: centerId,
    care_type: schedule.careType,
    cycle_type: schedule.cycleType,
    start_date: schedule.startDate,
    days: JSON.stringify(schedule.days),
    state: states[i]!,
  }));
}
