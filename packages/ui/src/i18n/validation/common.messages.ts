import type { ChildErrorKey, CommonErrorKey } from '@cc/core';
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const commonValidationMessages: Record<CommonErrorKey | ChildErrorKey, MessageDescriptor> = defineMessages({
  required: { id: 'required', defaultMessage: 'Required' },
  'required-list': { id: 'required-list', defaultMessage: 'Required - add at least one item' },
  invalid: { id: 'invalid', defaultMessage: 'This value is not valid' },
  // ours: control characters, bidi overrides and the like (core validation/text.ts)
  'text-invalid-characters': {
    id: 'text-invalid-characters',
    defaultMessage: 'This answer holds characters we cannot accept. Please type it again.',
  },
  'name-too-long': { id: 'name-too-long', defaultMessage: 'Please use at most 100 characters.' },
  'date-of-birth-in-future': {
    id: 'date-of-birth-in-future',
    defaultMessage: 'The date of birth cannot be in the future.',
  },
});
