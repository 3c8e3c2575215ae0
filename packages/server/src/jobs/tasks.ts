import { offerReminderTask, type OfferReminderDeps } from '../modules/reminder/offer-reminder.task';
import { subsidyReminderTask } from '../modules/subsidy/subsidy-reminder.task';
import { uploadCleanupTask, type UploadCleanupDeps } from '../modules/document/upload-cleanup.task';
import { mailTasks, type MailTaskDeps } from '../mail/mail-tasks';
import type { JobTask } from './job-task';

/** Every kind of timed work the server runs (jobs/job-runner.ts sweeps them in this order). */
export function jobTasks(deps: OfferReminderDeps & UploadCleanupDeps & MailTaskDeps): JobTask[] {
  return [offerReminderTask(deps), subsidyReminderTask(deps), uploadCleanupTask(deps), ...mailTasks(deps)];
}
