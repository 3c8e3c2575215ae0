import { defineMessages, type MessageDescriptor } from 'react-intl';

// The same values as TOTAL_PERIODS in @cc/core/cost and FEE_STRUCTURE_TYPES in @cc/core; spelled out here until
// the core index exports the cost types, so this file typechecks on its own.
type TotalPeriod = 'weekly' | 'biweekly';
type FeeStructureType = 'PERAPPLICATION' | 'PERCHILD' | 'PERCHILDMULTIPLERATES' | 'PERPLACE';

/** The label of the estimate's total: biweekly in the US and Canada, fortnightly in Australia. */
export const costTotalPeriodMessages: Record<TotalPeriod, MessageDescriptor> = defineMessages({
  weekly: { id: 'weekly', defaultMessage: 'Weekly' },
  biweekly: { id: 'biweekly', defaultMessage: 'Biweekly' },
});

/** How an application fee is charged, shown after the amount (the program modal says "per place"). */
export const feeStructureMessages: Record<FeeStructureType, MessageDescriptor> = defineMessages({
  PERAPPLICATION: { id: 'PERAPPLICATION', defaultMessage: 'per application' },
  PERCHILD: { id: 'PERCHILD', defaultMessage: 'per child' },
  PERCHILDMULTIPLERATES: { id: 'PERCHILDMULTIPLERATES', defaultMessage: 'per child with multiple rates' },
  PERPLACE: { id: 'PERPLACE', defaultMessage: 'per place' },
});
