import type { ChildErrorKey, CommonErrorKey } from '@cc/core';
import type { ValidationCatalogue } from './catalogue';

export const commonValidationMessages: ValidationCatalogue<CommonErrorKey | ChildErrorKey> = {
  US: {
    required: 'Required',
    'required-list': 'Required - add at least one item',
    invalid: 'This value is not valid',
    'name-too-long': 'Please use at most 100 characters.',
    'date-of-birth-in-future': 'The date of birth cannot be in the future.',
  },
};
