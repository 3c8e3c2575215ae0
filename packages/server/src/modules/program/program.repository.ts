import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ProgramCenterDayAvailabilityRow, ProgramCenterRow, ProgramGroupRow, ProgramRow } from './program.table';

export interface ProgramAtCenter {
  program: ProgramRow;
  row: ProgramCenterRow;
  group: ProgramGroupRow | null;
  availability: ProgramCenterDayAvailabilityRow[];
}

export class ProgramRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Programs the centre runs that have not ended by `onDate`, in start-date then name order. */
  async listForCenter(businessId: string, centerId: string, onDate: string): Promise<ProgramAtCenter[]> {
    const rows = await this.db
      .selectFrom('program')
      .innerJoin('program_center', 'program_center.program_id', 'program.id')
      .selectAll('program')
      .select('program_center.id as program_center_id')
      .where('program.business_id', '=', businessId)
      .where('program_center.center_id', '=', centerId)
      .where((eb) => eb.or([eb('program.end_date', 'is', null), eb('program.end_date', '>=', onDate)]))
      .orderBy('program.start_date')
      .orderBy('program.program_name')
      .execute();
    return this.attach(rows.map(({ program_center_id, ...program }) => ({ program, rowId: program_center_id })));
  }

  async findAtCenter(businessId: string, centerId: string, programId: string): Promise<ProgramAtCenter | undefined> {
    const found = await this.db
      .selectFrom('program')
      .innerJoin('program_center', 'program_center.program_id', 'program.id')
      .selectAll('program')
      .select('program_center.id as program_center_id')
      .where('program.id', '=', programId)
      .where('program.business_id', '=', businessId)
      .where('program_center.center_id', '=', centerId)
      .executeTakeFirst();
    if (!found) return undefined;
    const { program_center_id, ...program } = found;
    const [result] = await this.attach([{ program, rowId: program_center_id }]);
    return result;
  }

  // Three set-based queries instead of one per program, so a long list costs the same round trips.
  private async attach(items: Array<{ program: ProgramRow; rowId: string }>): Promise<ProgramAtCenter[]> {
    if (items.length === 0) return [];
    const rowIds = items.map((i) => i.rowId);
    const groupIds = [...new Set(items.map((i) => i.program.program_group_id).filter((id): id is string => !!id))];
    const [rows, availability, groups] = await Promise.all([
      this.db.selectFrom('program_center').selectAll().where('id', 'in', rowIds).execute(),
      this.db
        .selectFrom('program_center_day_availability')
        .selectAll()
        .where('program_center_id', 'in', rowIds)
        .execute(),
      groupIds.length
        ? this.db.selectFrom('program_group').selectAll().where('id', 'in', groupIds).execute()
        : Promise.resolve([]),
    ]);
    return items.map(({ program, rowId }) => ({
      program,
      row: rows.find((r) => r.id === rowId)!,
      group: groups.find((g) => g.id === program.program_group_id) ?? null,
      availability: availability.filter((a) => a.program_center_id === rowId),
    }));
  }
}
