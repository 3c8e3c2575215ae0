// What the job runner calls: the reminders due, and sending one.
export { findDueSubsidyReminders, sendSubsidyReminder, type SubsidyReminderDeps } from './subsidy-reminders';
