export { TextField, type TextFieldProps } from './TextField';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { RadioGroupField, YesNoField, type RadioGroupFieldProps, type RadioOption } from './RadioGroupField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { fieldMessages } from './messages';
export { FIELD_SUBSCRIPTION, fieldId, useVisibleError, visibleError, type FieldLabel } from './useFieldError';
