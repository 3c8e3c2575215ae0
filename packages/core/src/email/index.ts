export { EMAIL_ERROR_KEYS, EMAIL_LIMITS, Email, emailError, isValidEmail, type EmailErrorKey } from './email';
