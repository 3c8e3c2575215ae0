import type { CommonErrorKey } from '@cc/core';
import type { ValidationCatalogue } from './catalogue';

export const commonValidationMessages: ValidationCatalogue<CommonErrorKey> = {
  US: {
    required: 'Required',
    'required-list': 'Required - add at least one item',
    invalid: 'This value is not valid',
  },
};
