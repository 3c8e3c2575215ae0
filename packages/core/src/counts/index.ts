export { groupsBelowMinimum } from './minimum-count';
export {
  COUNTS_ERROR_KEYS,
  asksHasContact,
  contactCountErrors,
  type ContactRelationship,
  type CountedChild,
  type CountedContact,
  type CountsErrorKey,
  type SecondContactSettings,
} from './contacts';
export { initialRepeatableEntries, repeatableMinimumError } from './repeatable';
