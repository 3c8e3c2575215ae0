export * from './reenrolment-keys';
export * from './reenrolment-submission';
export { DEFAULT_SECOND_CONTACT_SETTINGS, existingId, reEnrolmentRuleErrors } from './reenrolment-rules';
export * from './balance';
export * from './centre';
