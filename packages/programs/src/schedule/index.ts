// The schedule parts other steps and the flow use: the programs query hook, the selector, the summary, the
// consent, and the offer-enrolment flow's per-child schedule page with its validator.
export { useChildPrograms, type ChildProgramsResult, type UseChildProgramsArgs } from './useChildPrograms';
export type { ChildProgram, ProgramCenterRow, ProgramForCenter } from './childPrograms';
export { ScheduleSelector, type ScheduleSelectorProps } from './ScheduleSelector';
export { ScheduleSummary, type ScheduleSummaryProps } from './ScheduleSummary';
export { CwaConsentField, type CwaConsentFieldProps } from './CwaConsentField';
export { ChildSchedulePage, type ChildSchedulePageProps } from './ChildSchedulePage';
export { isLastChildPage, validateChildSchedulePage, type ChildScheduleContext } from './childScheduleValidation';
export { newScheduleDraft, normaliseDraft, toProgramSchedule, toScheduleDraft } from './scheduleDraft';
