// Every error key a core validator can return. The widgets' catalogue must hold a message for each, in every
// region (a test checks it), and the server sends these same keys in a GraphQL error's extensions.
import { ADDRESS_ERROR_KEYS } from '../address';
import { CORRESPONDENCE_ERROR_KEYS } from '../correspondence';
import { COUNTS_ERROR_KEYS } from '../counts';
import { CRN_ERROR_KEYS } from '../crn';
import { DATE_ERROR_KEYS } from '../dates';
import { DOCUMENTS_ERROR_KEYS } from '../documents';
import { EMAIL_ERROR_KEYS } from '../email';
import { CHILD_ERROR_KEYS } from '../identity';
import { INQUIRY_ERROR_KEYS } from '../inquiry/inquiry-keys';
import { OFFER_ERROR_KEYS } from '../offer-status';
import { PAYMENT_ERROR_KEYS } from '../payment';
import { PERSON_MATCH_ERROR_KEYS } from '../person-match';
import { PHONE_ERROR_KEYS } from '../phone';
import { PROGRAM_SELECTION_ERROR_KEYS } from '../program-selection';
import { SCHEDULE_ERROR_KEYS } from '../schedule';
import { SIGN_IN_ERROR_KEYS } from '../sign-in/code';
import { UNIQUENESS_ERROR_KEYS } from '../uniqueness';
import { COMMON_ERROR_KEYS } from './result';

export const ERROR_KEYS = [
  ...COMMON_ERROR_KEYS,
  ...ADDRESS_ERROR_KEYS,
  ...CHILD_ERROR_KEYS,
  ...CORRESPONDENCE_ERROR_KEYS,
  ...COUNTS_ERROR_KEYS,
  ...CRN_ERROR_KEYS,
  ...DATE_ERROR_KEYS,
  ...DOCUMENTS_ERROR_KEYS,
  ...EMAIL_ERROR_KEYS,
  ...INQUIRY_ERROR_KEYS,
  ...OFFER_ERROR_KEYS,
  ...PAYMENT_ERROR_KEYS,
  ...PERSON_MATCH_ERROR_KEYS,
  ...PHONE_ERROR_KEYS,
  ...PROGRAM_SELECTION_ERROR_KEYS,
  ...SCHEDULE_ERROR_KEYS,
  ...SIGN_IN_ERROR_KEYS,
  ...UNIQUENESS_ERROR_KEYS,
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];
