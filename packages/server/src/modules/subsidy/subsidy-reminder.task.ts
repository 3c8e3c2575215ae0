import type { JobTask } from '../../jobs/job-task';
import { findDueSubsidyReminders, sendSubsidyReminder, type SubsidyReminderDeps } from './subsidy-reminders';

export const SUBSIDY_REMINDER_QUEUE = 'subsidy-reminder';

/** One mail a week after an Australian family accepted, while steps of its subsidy checklist are open. */
export function subsidyReminderTask(deps: SubsidyReminderDeps): JobTask {
  return {
    queue: SUBSIDY_REMINDER_QUEUE,
    async due(now) {
      const ids = await findDueSubsidyReminders(deps.repos, now);
      return ids.map((checklistId) => ({ key: checklistId, data: { checklistId } }));
    },
    async run(data) {
      await sendSubsidyReminder(deps, String(data.checklistId));
    },
  };
}
