// Wire values from the spec (document 2, section 9). One source for server SDL enums and widgets.

export const FLOW_TYPES = [
  'INQUIRE_OFFER_ENROLLMENT',
  'INQUIRE_PROGRAM_ENROLLMENT_APPROVE',
  'INQUIRE_PROGRAM_FORM_PAY_APPROVE',
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

export const CARE_TYPES = ['ASC', 'BSC', 'LDC', 'NON', 'VAC'] as const;
export type CareType = (typeof CARE_TYPES)[number];
export const DEFAULT_CARE_TYPE: CareType = 'LDC';

export const ENROLLMENT_OPTIONS = ['CASUALONLY', 'PERMANENTANDCASUAL', 'PERMANENTONLY'] as const;
export type EnrollmentOption = (typeof ENROLLMENT_OPTIONS)[number];

/** How a programme's fee is charged: a weekly amount, or an amount per day attended. */
export const FEE_TYPES = ['Weekly', 'Daily'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

export const FEE_STRUCTURE_TYPES = ['PERAPPLICATION', 'PERCHILD', 'PERCHILDMULTIPLERATES', 'PERPLACE'] as const;
export type FeeStructureType = (typeof FEE_STRUCTURE_TYPES)[number];

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const PHONE_TYPES = ['Mobile', 'Home', 'Work'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const WELLNESS_CATEGORIES = ['ALLERGY', 'MEDICAL', 'RESTRICTION'] as const;
export type WellnessCategory = (typeof WELLNESS_CATEGORIES)[number];

/** The all-zero UUID is the spec's placeholder for "new" or "no id". */
export const ZERO_UUID = '00000000-0000-0000-0000-000000000000';
