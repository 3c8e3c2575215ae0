import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';

/**
 * A program's places at a centre, as re-enrolment offers hold them: taken when the offer is made, given back when it
 * is lost. Every change runs under the rows' locks in the caller's transaction, so two families are never offered
 * the same last place.
 */
export class PlacesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Locks the programs' rows at the centre until the transaction ends (in id order, so two submits never wait on
   * each other in a circle) and reads their places as they now stand.
   */
  async lockAt(centerId: string, programIds: readonly string[]): Promise<Map<string, number>> {
    if (programIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('program_center')
      .select(['id', 'program_id', 'available_places'])
      .where('center_id', '=', centerId)
      .where('program_id', 'in', programIds)
      .orderBy('id')
      .forUpdate()
      .execute();
    return new Map(rows.map((row) => [row.program_id, row.available_places]));
  }

  /** Takes (negative) or gives back (positive) `change` places of each program at the centre, in one statement. */
  async adjust(centerId: string, change: ReadonlyMap<string, number>): Promise<void> {
    if (change.size === 0) return;
    const by = sql<number>`case ${sql.join(
      [...change].map(([programId, n]) => sql`when program_id = ${programId}::uuid then ${n}::int`),
      sql` `,
    )} else 0 end`;
    await this.db
      .updateTable('program_center')
      .set((eb) => ({ available_places: eb('available_places', '+', by) }))
      .where('center_id', '=', centerId)
      .where('program_id', 'in', [...change.keys()])
      .execute();
  }

  /** The places a lost offer held go back to its programs, once (the flag is cleared in the same transaction). */
  async release(offerId: string): Promise<void> {
    const released = await this.db
      .updateTable('application_offer')
      .set({ places_held: false })
      .where('id', '=', offerId)
      .where('places_held', '=', true)
      .returning('center_id')
      .executeTakeFirst();
    if (!released) return;
    const schedules = await this.db
      .selectFrom('offer_schedule')
      .select('program_id')
      .where('application_offer_id', '=', offerId)
      .execute();
    await this.adjust(released.center_id, countBy(schedules.map((s) => s.program_id)));
  }
}

/** How many times each program appears: the places a set of schedules takes. */
export function countBy(programIds: ReadonlyArray<string | null>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of programIds) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
