import type { WaitlistPosition } from '../../generated/resolvers.generated';
import type { Repositories } from '../repositories';
import { lazyField, once } from './lazy-field';
import type { WaitlistPositionRow } from './waitlist.repository';

const toPosition = (row: WaitlistPositionRow): WaitlistPosition => ({
  applicationScheduleId: row.application_schedule_id,
  childId: row.child_id,
  position: row.position,
  total: row.total,
  programName: row.program_name,
  centerName: row.center_name,
  startDate: row.start_date,
});

/**
 * The waitlistPositions field of applications the caller has already authorised (a session's page, or a link
 * code's offer): one statement for all of them, run only when the query asks for the field.
 */
export function waitlistPositionsOf(
  repos: Pick<Repositories, 'waitlist'>,
  businessId: string,
  applicationIds: readonly string[],
): (applicationId: string) => WaitlistPosition[] {
  const read = once(async () => {
    const byApplication = new Map<string, WaitlistPosition[]>();
    for (const row of await repos.waitlist.positions(businessId, applicationIds)) {
      const list = byApplication.get(row.application_id) ?? [];
      list.push(toPosition(row));
      byApplication.set(row.application_id, list);
    }
    return byApplication;
  });
  return (applicationId) => lazyField(async () => (await read()).get(applicationId) ?? []);
}
