export {
  DEFAULT_PHONE_COUNTRY,
  PHONE_ERROR_KEYS,
  Phone,
  PhoneNumberString,
  isPhoneType,
  isValidPhone,
  phoneErrors,
  type PhoneErrorKey,
  type PhoneValue,
} from './phone';
