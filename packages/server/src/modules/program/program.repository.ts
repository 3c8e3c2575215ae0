import { sql, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { EnrollmentOption } from '@cc/core';
import type { Database } from '../../db/database';
import type { ProgramCenterDayAvailabilityRow, ProgramCenterRow, ProgramGroupRow, ProgramRow } from './program.table';

export interface ProgramAtCenter {
  program: ProgramRow;
  row: ProgramCenterRow;
  group: ProgramGroupRow | null;
  availability: ProgramCenterDayAvailabilityRow[];
  /** The centre's own enrolment option (its row's when the centre has no settings): with the row's, it decides the cycle types. */
  centreOption: EnrollmentOption;
}

export class ProgramRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Programs the centre runs that have not ended by `onDate`, in start-date then name order. */
  async listForCenter(businessId: string, centerId: string, onDate: string): Promise<ProgramAtCenter[]> {
    const rows = await this.atCenter(businessId, centerId)
      .where((eb) => eb.or([eb('program.end_date', 'is', null), eb('program.end_date', '>=', onDate)]))
      .orderBy('program.start_date')
      .orderBy('program.program_name')
      .execute();
    return rows.map(toProgramAtCenter);
  }

  async findAtCenter(businessId: string, centerId: string, programId: string): Promise<ProgramAtCenter | undefined> {
    const found = await this.atCenter(businessId, centerId).where('program.id', '=', programId).executeTakeFirst();
    return found && toProgramAtCenter(found);
  }

  // One statement per call, however many programs: the centre's row, the group and the day counts come along as
  // JSON (every column of these tables is a string, number, boolean or YYYY-MM-DD date, which JSON keeps as is).
  private atCenter(businessId: string, centerId: string) {
    return this.db
      .selectFrom('program')
      .innerJoin('program_center', 'program_center.program_id', 'program.id')
      .innerJoin('center', 'center.id', 'program_center.center_id')
      .leftJoin('program_group', 'program_group.id', 'program.program_group_id')
      .leftJoin('center_enrollment_settings', 'center_enrollment_settings.center_id', 'program_center.center_id')
      .selectAll('program')
      .select('center.application_fees_allowed')
      .select(
        sql<EnrollmentOption>`coalesce(center_enrollment_settings.enrollment_option, program_center.enrollment_options)`.as(
          'centre_option',
        ),
      )
      .select(sql<ProgramCenterRow>`to_jsonb(program_center.*)`.as('center_row'))
      .select(
        sql<ProgramGroupRow | null>`case when program_group.id is null then null else to_jsonb(program_group.*) end`.as(
          'group_row',
        ),
      )
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('program_center_day_availability')
            .selectAll('program_center_day_availability')
            .whereRef('program_center_day_availability.program_center_id', '=', 'program_center.id'),
        ).as('availability'),
      )
      .where('program.business_id', '=', businessId)
      .where('program_center.center_id', '=', centerId);
  }
}

function toProgramAtCenter({
  center_row,
  group_row,
  availability,
  centre_option,
  application_fees_allowed,
  ...program
}: ProgramRow & {
  center_row: ProgramCenterRow;
  group_row: ProgramGroupRow | null;
  availability: ProgramCenterDayAvailabilityRow[];
  centre_option: EnrollmentOption;
  application_fees_allowed: boolean;
}): ProgramAtCenter {
  // A centre with application fees off (center/application-fees.ts) has none: the program lists and the estimate
  // see no fee.
  const row: ProgramCenterRow = application_fees_allowed
    ? center_row
    : { ...center_row, application_fee_amount_cents: 0, application_fee_type: null };
  return { program, row, group: group_row, availability, centreOption: centre_option };
}
