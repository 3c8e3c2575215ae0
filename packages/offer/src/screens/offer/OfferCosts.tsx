// What the offer costs: the estimate of the programs' fees per week (or fortnight) and what is due now, before the
// offer can be accepted (document 2, section 2: the cost estimate and due-now fees widgets).
import { useIntl } from 'react-intl';
import {
  estimateTotal,
  isWeeklyTotalShown,
  money,
  totalPeriod,
  type CurrencyCode,
  type FeeType,
  type ScheduleFee,
} from '@cc/core';
import { offerPageMessages } from '../../i18n/messages';
import type { OfferDetailsSchedule } from './OfferDetails';
import { useOfferMoney } from './useOfferMoney';

export interface OfferPayment {
  applicationFeeAmount: number;
  discountAmount: number;
  /** The promo code applied, by name. */
  discount?: { name: string } | null;
  surchargeAmount: number;
  total: number;
}

function scheduleFee(schedule: OfferDetailsSchedule, currency: CurrencyCode): ScheduleFee {
  const daysIn = (week: string) => schedule.days.filter((day) => day.week === week).length;
  const week1 = daysIn('WEEK1');
  return {
    feeAmount: money(schedule.feeAmount, currency),
    feeType: (schedule.feeType ?? 'Daily') as FeeType,
    cycleType: schedule.cycleType,
    numberOfDays: week1,
    week2Days: daysIn('WEEK2') || week1,
  };
}

/** The estimated weekly (biweekly) total of the programs' fees; nothing when no program has a fee. */
export function OfferCostEstimate({
  schedules,
  currency,
}: {
  schedules: readonly OfferDetailsSchedule[];
  currency: string;
}) {
  const intl = useIntl();
  const format = useOfferMoney(currency);
  if (!schedules.some((s) => s.feeAmount > 0) || !isWeeklyTotalShown(schedules)) return null;
  const total = estimateTotal(
    schedules.map((s) => scheduleFee(s, currency as CurrencyCode)),
    currency as CurrencyCode,
  );
  const period = intl.formatMessage({ id: totalPeriod(schedules) }).toLowerCase();
  return (
    <section className="cc-offer__box" data-testid="offer-cost-estimate" aria-labelledby="cc-offer-cost">
      <h3 id="cc-offer-cost">{intl.formatMessage(offerPageMessages.costTitle)}</h3>
      <p className="cc-offer__total">
        <span>{intl.formatMessage(offerPageMessages.costTotal, { period })}</span>
        <strong data-testid="offer-cost-total">{format(total.cents)}</strong>
      </p>
    </section>
  );
}

/** The fees due now: the application fee, any discount and surcharge, and the total; or that none are due. */
export function OfferFeesDue({ payment, currency }: { payment: OfferPayment; currency: string }) {
  const intl = useIntl();
  const format = useOfferMoney(currency);
  return (
    <section className="cc-offer__box" data-testid="offer-fees" aria-labelledby="cc-offer-fees">
      <h3 id="cc-offer-fees">{intl.formatMessage(offerPageMessages.feesTitle)}</h3>
      {payment.total <= 0 ? (
        <p data-testid="offer-fees-none">{intl.formatMessage(offerPageMessages.noFees)}</p>
      ) : (
        <dl className="cc-offer__pairs">
          <dt>{intl.formatMessage(offerPageMessages.applicationFee)}</dt>
          <dd data-testid="offer-fees-application">{format(payment.applicationFeeAmount)}</dd>
          {payment.discountAmount > 0 && (
            <>
              <dt>{payment.discount?.name ?? intl.formatMessage(offerPageMessages.discount)}</dt>
              <dd data-testid="offer-fees-discount">−{format(payment.discountAmount)}</dd>
            </>
          )}
          {payment.surchargeAmount > 0 && (
            <>
              <dt>{intl.formatMessage(offerPageMessages.surcharge)}</dt>
              <dd data-testid="offer-fees-surcharge">{format(payment.surchargeAmount)}</dd>
            </>
          )}
          <dt>
            <strong>{intl.formatMessage(offerPageMessages.total)}</strong>
          </dt>
          <dd data-testid="offer-fees-total">
            <strong>{format(payment.total)}</strong>
          </dd>
        </dl>
      )}
    </section>
  );
}
