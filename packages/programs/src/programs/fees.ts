import type { IntlShape } from 'react-intl';
import type { FeeStructureType } from '@cc/core';
import { modalMessages } from './messages';

interface ApplicationFee {
  /** Integer cents. */
  applicationFeeAmount: number;
  applicationFeeType?: FeeStructureType | null;
  currency: string;
}

/**
 * Whether the program has an application fee to show: a program without one, or at a centre where such fees are
 * forbidden (the server reports 0 there), shows no fee line rather than "$0.00".
 */
export const hasApplicationFee = (row: ApplicationFee): boolean => row.applicationFeeAmount > 0;

/** The application fee in the row's currency, with the "per place" suffix for a per-place fee. */
export function formatApplicationFee(intl: IntlShape, row: ApplicationFee): string {
  const amount = intl.formatNumber(row.applicationFeeAmount / 100, { style: 'currency', currency: row.currency });
  if (row.applicationFeeType !== 'PERPLACE') return amount;
  // The suffix is core's fee-structure label, so every flow says "per place" the same way.
  return intl.formatMessage(modalMessages.feeWithSuffix, { amount, suffix: intl.formatMessage({ id: 'PERPLACE' }) });
}
