import type { ValidationCatalogue } from './catalogue';

/**
 * The keys of INQUIRY_ERROR_KEYS (@cc/core, inquiry/): what the server answers when a submit names a centre or a
 * program that is gone by the time the family submits.
 */
export type InquiryMessageKey = 'center-not-available' | 'program-not-available';

export const inquiryValidationMessages: ValidationCatalogue<InquiryMessageKey> = {
  US: {
    'center-not-available': 'This center is no longer available. Please choose another center.',
    'program-not-available': 'This program is no longer available at this center. Please choose another program.',
  },
  CA: {
    'center-not-available': 'This centre is no longer available. Please choose another centre.',
    'program-not-available': 'This program is no longer available at this centre. Please choose another program.',
  },
  AU: {
    'center-not-available': 'This centre is no longer available. Please choose another centre.',
    'program-not-available': 'This program is no longer available at this centre. Please choose another program.',
  },
};
