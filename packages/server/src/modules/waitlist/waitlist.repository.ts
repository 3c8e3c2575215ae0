import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  CLOSED_APPLICATION_STATES,
  PLACE_HELD_STATES,
  WAITING_ENQUIRY_STATES,
  WAITING_OFFER_STATES,
} from './waiting-states';

export interface WaitlistPositionRow {
  application_id: string;
  application_schedule_id: string;
  child_id: string;
  position: number;
  total: number;
  program_name: string;
  center_name: string;
  /** YYYY-MM-DD */
  start_date: string;
}

const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

/**
 * Places on centres' waitlists, computed when read, so a family ahead that is offered a place, declines or is lost
 * moves everyone behind it up at once, and concurrent joins and departures can never leave a gap or a duplicate: one
 * statement reads one snapshot. The caller names the applications it has already authorised (a session's own, or a
 * link code's); the queue around them is read for counting only, and the answer carries nothing of anyone else.
 */
export class WaitlistRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async positions(businessId: string, applicationIds: readonly string[]): Promise<WaitlistPositionRow[]> {
    if (applicationIds.length === 0) return [];
    const { rows } = await positionsQuery(businessId, applicationIds).execute(this.db);
    return rows;
  }

  async setSiblingsFirst(businessId: string, siblingsFirst: boolean): Promise<void> {
    await this.db
      .updateTable('business')
      .set({ waitlist_siblings_first: siblingsFirst })
      .where('id', '=', businessId)
      .execute();
  }
}

/** The one statement (exported for EXPLAIN in benches and tests); applicationIds must not be empty. */
export function positionsQuery(businessId: string, applicationIds: readonly string[]) {
  // mine: the caller's schedules. answers: the newest offer's word on each schedule at those centres. waiting: every
  // schedule of the same centres and programs that still waits, judged by its answer (or the enquiry itself when no
  // offer has answered it). entries: one per child and program
  // (its earliest enquiry). ranked: the centre's order, siblings of enrolled children first when the business
  // says so, then enquiry date, then application id.
  return sql<WaitlistPositionRow>`
      with mine as (
        select s.id, s.application_id, s.child_id, s.center_id, s.program_id, s.start_date
        from application_schedule s
        join application a on a.id = s.application_id
        where a.business_id = ${businessId}
          and s.application_id in (${sql.join(applicationIds.map((id) => sql`${id}::uuid`))})
      ),
      answers as (
        select distinct on (os.application_schedule_id) os.application_schedule_id, os.state
        from offer_schedule os
        join application_offer ao on ao.id = os.application_offer_id
        where ao.center_id in (select center_id from mine) and os.application_schedule_id is not null
        order by os.application_schedule_id, ao.created_at desc, ao.id desc
      ),
      waiting as (
        select s.id, s.application_id, s.child_id, s.center_id, s.program_id, a.created_at
        from application_schedule s
        join application a on a.id = s.application_id
        left join answers answer on answer.application_schedule_id = s.id
        where (s.center_id, s.program_id) in (select distinct center_id, program_id from mine)
          and a.business_id = ${businessId}
          and a.kind <> 'UPDATEENROLMENTFORM'
          and a.state not in (${list(CLOSED_APPLICATION_STATES)})
          and case
            when answer.state is null then s.state in (${list(WAITING_ENQUIRY_STATES)})
            else answer.state in (${list(WAITING_OFFER_STATES)})
          end
      ),
      entries as (
        select distinct on (child_id, center_id, program_id) *
        from waiting
        order by child_id, center_id, program_id, created_at, application_id, id
      ),
      flagged as (
        select e.*,
          case when (select b.waitlist_siblings_first from business b where b.id = ${businessId}) then exists (
            select 1
            from child me
            join child sibling on sibling.account_id = me.account_id and sibling.id <> me.id
            join offer_schedule held on held.child_id = sibling.id and held.state in (${list(PLACE_HELD_STATES)})
            join application_offer ho on ho.id = held.application_offer_id and ho.center_id = e.center_id
            where me.id = e.child_id
          ) else false end as sibling_first
        from entries e
      ),
      ranked as (
        select f.child_id, f.center_id, f.program_id,
          row_number() over (
            partition by f.center_id, f.program_id
            order by f.sibling_first desc, f.created_at, f.application_id, f.id
          )::int as position,
          count(*) over (partition by f.center_id, f.program_id)::int as total
        from flagged f
      )
      select m.application_id, m.id as application_schedule_id, m.child_id, r.position, r.total,
        p.program_name, c.name as center_name, to_char(m.start_date, 'YYYY-MM-DD') as start_date
      from mine m
      join waiting w on w.id = m.id
      join ranked r on r.child_id = m.child_id and r.center_id = m.center_id and r.program_id = m.program_id
      join program p on p.id = m.program_id
      join center c on c.id = m.center_id
      order by m.application_id, m.id
    `;
}
