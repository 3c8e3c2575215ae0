import type { ValidationCatalogue } from './catalogue';

// The same values as TOTAL_PERIODS in @cc/core/cost and FEE_STRUCTURE_TYPES in @cc/core; spelled out here until
// the core index exports the cost types, so this file typechecks on its own.
type TotalPeriod = 'weekly' | 'biweekly';
type FeeStructureType = 'PERAPPLICATION' | 'PERCHILD' | 'PERCHILDMULTIPLERATES' | 'PERPLACE';

/** The label of the estimate's total: biweekly in the US and Canada, fortnightly in Australia. */
export const costTotalPeriodMessages: ValidationCatalogue<TotalPeriod> = {
  US: {
    weekly: 'Weekly',
    biweekly: 'Biweekly',
  },
  AU: {
    biweekly: 'Fortnightly',
  },
};

/** How an application fee is charged, shown after the amount (the program modal says "per place"). */
export const feeStructureMessages: ValidationCatalogue<FeeStructureType> = {
  US: {
    PERAPPLICATION: 'per application',
    PERCHILD: 'per child',
    PERCHILDMULTIPLERATES: 'per child with multiple rates',
    PERPLACE: 'per place',
  },
};
