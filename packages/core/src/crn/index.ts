export {
  CRN_CHECK_LETTERS,
  CRN_ERROR_KEYS,
  CRN_WEIGHTS,
  Crn,
  crnCheckLetter,
  crnError,
  isValidCrn,
  normaliseCrn,
  type CrnErrorKey,
} from './crn';
