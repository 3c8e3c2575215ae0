import type { Program } from '../../generated/resolvers.generated';
import type { ProgramAtCenter } from './program.repository';

const WEEK_ORDER = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export function toProgram(
  { program, row, group, availability, centreOption }: ProgramAtCenter,
  currency: string,
  child: { childId: string; fullName: string } | null,
): Program {
  return {
    id: program.id,
    childId: child?.childId ?? null,
    fullName: child?.fullName ?? null,
    programName: program.program_name,
    description: program.description,
    isOpenForEnrollment: program.is_open_for_enrollment,
    startDate: program.start_date,
    endDate: program.end_date,
    operatingDays: program.operating_days,
    minEnrolmentDays: program.min_enrolment_days,
    maxEnrolmentDays: program.max_enrolment_days,
    minAgeMonths: program.min_age_months,
    maxAgeMonths: program.max_age_months,
    programGroup: group ? { id: group.id, name: group.name, isActive: group.is_active } : null,
    centers: [
      {
        centerId: row.center_id,
        feeId: row.fee_id,
        className: row.class_name,
        availablePlaces: row.available_places,
        applicationFeeAmount: row.application_fee_amount_cents,
        applicationFeeType: row.application_fee_type,
        enrollmentOptions: row.enrollment_options,
        centerEnrollmentOption: centreOption,
        careType: row.care_type,
        feeAmount: row.fee_amount_cents,
        feeType: row.fee_type,
        currency,
        operatingDayAvailability: [...availability]
          .sort((a, b) => WEEK_ORDER.indexOf(a.day_of_week) - WEEK_ORDER.indexOf(b.day_of_week))
          .map((a) => ({ dayOfWeek: a.day_of_week, count: a.count })),
      },
    ],
  };
}
