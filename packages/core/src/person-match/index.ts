export {
  PERSON_MATCH_ERROR_KEYS,
  PERSON_MATCH_RESULTS,
  isBlockedByPersonMatch,
  personMatchError,
  toPersonMatchResult,
  type PersonMatch,
  type PersonMatchAudience,
  type PersonMatchErrorKey,
  type PersonMatchResult,
} from './person-match';
