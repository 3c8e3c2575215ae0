import { useIntl } from 'react-intl';
import {
  isWeeklyTotalShown,
  totalPeriod,
  TOTAL_PERIODS,
  type CurrencyCode,
  type Region,
  type TotalPeriod,
} from '@cc/core';
import { termMessages, useIsMobile, useQuery } from '@cc/ui';
import { costMessages } from './messages';
import { currencyFor, formatCents } from './money';
import type { ReviewEstimateVariables } from './dryRunOffers';
import {
  EnquiryReviewCostEstimateDocument,
  type EnquiryReviewCostEstimateQuery,
} from './reviewEstimates.graphql.generated';
import { SectionError, SectionLoading } from './SectionStatus';

type CostItem = EnquiryReviewCostEstimateQuery['weeklyCostEstimateForReEnrolment']['estimatedCostItems'][number];

export interface CostEstimateProps {
  variables: ReviewEstimateVariables;
  region: Region;
  /** The business's currency from the enrolment settings, when the estimate names none of ours. */
  currency: string;
}

const isTotalPeriod = (value: string): value is TotalPeriod => (TOTAL_PERIODS as readonly string[]).includes(value);

interface Row {
  key: string;
  child: string;
  program: string;
  days: string;
  perDay: string;
  /** null for casual care, which is charged per session and stays out of the total. */
  subtotal: string | null;
}

/**
 * The weekly (or biweekly) cost estimate of the chosen schedules, from the server's dry run: a row per child and
 * program, and the total unless a schedule is casual. Hidden when the server cannot estimate these fees.
 */
export function CostEstimate({ variables, region, currency: settingsCurrency }: CostEstimateProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const { data, loading, error } = useQuery(EnquiryReviewCostEstimateDocument, { variables });

  const estimate = data?.weeklyCostEstimateForReEnrolment;
  // Until the server answers, the period follows the schedules being priced (core: biweekly as soon as one is).
  const period =
    estimate && isTotalPeriod(estimate.totalPeriod)
      ? estimate.totalPeriod
      : totalPeriod(variables.dryRunOffers.map((offer) => ({ cycleType: offer.cycleType ?? 'Weekly' })));
  const periodLabel = intl.formatMessage({ id: period });

  let body;
  if (loading && !estimate) {
    body = <SectionLoading label={intl.formatMessage(costMessages.loading)} testId="review-cost-loading" />;
  } else if (error || !estimate) {
    body = <SectionError error={error} testId="review-cost-error" />;
  } else if (!estimate.isCostEstimable) {
    return null;
  } else {
    const currency = currencyFor(estimate.currency || settingsCurrency, region);
    const rows = estimate.estimatedCostItems.map((item, index) => toRow(item, index, currency));
    const total =
      estimate.estimatedTotalAmount !== null && isWeeklyTotalShown(estimate.estimatedCostItems)
        ? formatCents(estimate.estimatedTotalAmount, currency, intl.locale)
        : null;
    const totalLabel = intl.formatMessage(costMessages.total, { period: periodLabel });
    body = (
      <>
        {isMobile ? <CostList rows={rows} /> : <CostTable rows={rows} total={total} totalLabel={totalLabel} />}
        {isMobile && total !== null && (
          <p className="cc-review__total">
            <span>{totalLabel}</span>
            <span data-testid="review-cost-total">{total}</span>
          </p>
        )}
        {total === null && (
          <p className="cc-review__note" data-testid="review-cost-total-hidden">
            {intl.formatMessage(costMessages.totalHidden)}
          </p>
        )}
        <p className="cc-review__note">
          {intl.formatMessage(costMessages.note, { center: intl.formatMessage(termMessages.center) })}
        </p>
      </>
    );
  }

  return (
    <section className="cc-review__section" aria-labelledby="cc-review-cost" data-testid="review-cost">
      <h3 id="cc-review-cost">{intl.formatMessage(costMessages.title, { period: periodLabel })}</h3>
      {body}
    </section>
  );

  /** One week's days, or two weeks' side by side, so the days match the subtotal beside them. */
  function daysText(item: CostItem): string {
    const [week1, week2] = item.daysPerWeek;
    if (week1 === undefined || week2 === undefined) return intl.formatNumber(item.numberOfDays ?? 0);
    return intl.formatMessage(costMessages.daysByWeek, {
      week1: intl.formatNumber(week1),
      week2: intl.formatNumber(week2),
    });
  }

  function toRow(item: CostItem, index: number, currency: CurrencyCode): Row {
    const perDay = formatCents(item.amountPerSession, currency, intl.locale);
    const casual = item.cycleType === 'Casual' || item.numberOfDays === null;
    return {
      key: `${item.childIdentifier}/${item.programName}/${index}`,
      child: item.childName,
      program: item.programName,
      days: casual ? intl.formatMessage(costMessages.casual) : daysText(item),
      perDay: casual ? intl.formatMessage(costMessages.fromPerSession, { amount: perDay }) : perDay,
      subtotal: casual ? null : formatCents(item.subTotal, currency, intl.locale),
    };
  }
}

function CostTable({ rows, total, totalLabel }: { rows: Row[]; total: string | null; totalLabel: string }) {
  const intl = useIntl();
  return (
    <table className="cc-review__table" data-testid="review-cost-table">
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(costMessages.child)}</th>
          <th scope="col">{intl.formatMessage(costMessages.program)}</th>
          <th scope="col">{intl.formatMessage(costMessages.days)}</th>
          <th scope="col" className="cc-review__amount">
            {intl.formatMessage(costMessages.dailyFee)}
          </th>
          <th scope="col" className="cc-review__amount">
            {intl.formatMessage(costMessages.subtotal)}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-testid="review-cost-item">
            <td>{row.child}</td>
            <td>{row.program}</td>
            <td>{row.days}</td>
            <td className="cc-review__amount">{row.perDay}</td>
            <td className="cc-review__amount">
              <Subtotal value={row.subtotal} />
            </td>
          </tr>
        ))}
      </tbody>
      {total !== null && (
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {totalLabel}
            </th>
            <td className="cc-review__amount" data-testid="review-cost-total">
              {total}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** Phones get one card per row instead of a five-column table. */
function CostList({ rows }: { rows: Row[] }) {
  const intl = useIntl();
  return (
    <ul className="cc-review__items" data-testid="review-cost-list">
      {rows.map((row) => (
        <li key={row.key} className="cc-review__item" data-testid="review-cost-item">
          <dl className="cc-review__pairs">
            <dt>{intl.formatMessage(costMessages.child)}</dt>
            <dd>{row.child}</dd>
            <dt>{intl.formatMessage(costMessages.program)}</dt>
            <dd>{row.program}</dd>
            <dt>{intl.formatMessage(costMessages.days)}</dt>
            <dd>{row.days}</dd>
            <dt>{intl.formatMessage(costMessages.dailyFee)}</dt>
            <dd>{row.perDay}</dd>
            <dt>{intl.formatMessage(costMessages.subtotal)}</dt>
            <dd>
              <Subtotal value={row.subtotal} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Subtotal({ value }: { value: string | null }) {
  const intl = useIntl();
  if (value !== null) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="cc-visually-hidden">{intl.formatMessage(costMessages.perSession)}</span>
    </>
  );
}
