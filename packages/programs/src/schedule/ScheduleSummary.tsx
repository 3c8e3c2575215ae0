import { useIntl, type IntlShape } from 'react-intl';
import { formatMoney, type Money, type Region } from '@cc/core';
import { useIsMobile } from '@cc/ui';
import type { ProgramScheduleValues } from '../values';
import type { ChildProgram } from './childPrograms';
import { summaryMessages } from './messages';
import { summaryCss } from './summaryStyles';
import { summaryCurrency, summaryFigures, type SummaryRow } from './summaryRows';
import { weekdayName } from './weekdayNames';

export interface ScheduleSummaryProps {
  childName: string;
  schedules: readonly ProgramScheduleValues[];
  /** The child's programs, for their fees; a schedule whose program is missing shows its days without prices. */
  programs: readonly ChildProgram[];
  currency: string;
  region: Region;
}

const COLUMNS = [
  summaryMessages.monday,
  summaryMessages.tuesday,
  summaryMessages.wednesday,
  summaryMessages.thursday,
  summaryMessages.friday,
] as const;
const COLUMN_DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

function DaysRow({
  row,
  intl,
  format,
}: {
  row: Extract<SummaryRow, { kind: 'days' }>;
  intl: IntlShape;
  format(m: Money): string;
}) {
  return (
    <tr data-testid="summary-row" data-program-id={row.programId} data-week={row.week}>
      <th scope="row">
        {row.programName}
        {row.showWeek && row.week === 'WEEK2' && (
          <span className="cc-summary__week"> ({intl.formatMessage(summaryMessages.weekTwo)})</span>
        )}
      </th>
      {row.days.map((day) => (
        <td
          key={day.dayOfWeek}
          data-testid={`summary-${day.dayOfWeek}`}
          data-enrolled={day.enrolled ? 'true' : 'false'}
        >
          {day.enrolled ? (
            <>
              <span className="cc-summary__tick" aria-hidden="true">
                ✓
              </span>
              <span className="cc-visually-hidden">{intl.formatMessage(summaryMessages.enrolled)}</span>
              {day.estimate && (
                <span className="cc-summary__estimate" data-testid="summary-estimate">
                  {format(day.estimate)}
                </span>
              )}
            </>
          ) : (
            <span className="cc-visually-hidden">{intl.formatMessage(summaryMessages.notEnrolled)}</span>
          )}
        </td>
      ))}
    </tr>
  );
}

/**
 * The spec's schedule summary: a table of M T W TH F with enrolled days and their estimates per program, casual
 * rows priced "from amount per session", a weekly (or biweekly) total unless a schedule is casual, and a fee tip.
 */
export function ScheduleSummary({ childName, schedules, programs, currency, region }: ScheduleSummaryProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const figures = summaryFigures(schedules, programs, summaryCurrency(currency, region));
  const format = (value: Money) => formatMoney(value, intl.locale);
  return (
    <div className="cc-summary" data-testid="schedule-summary" data-mobile={isMobile ? 'true' : undefined}>
      <style>{summaryCss}</style>
      <table>
        <caption>{intl.formatMessage(summaryMessages.caption, { childName })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(summaryMessages.program)}</th>
            {COLUMNS.map((column, index) => (
              <th scope="col" key={column.id}>
                <abbr title={weekdayName(intl, COLUMN_DAYS[index]!)}>{intl.formatMessage(column)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {figures.rows.map((row) =>
            row.kind === 'days' ? (
              <DaysRow key={`${row.programId}-${row.week}`} row={row} intl={intl} format={format} />
            ) : (
              <tr key={row.programId} data-testid="summary-row" data-program-id={row.programId} data-casual="true">
                <th scope="row">{row.programName}</th>
                <td colSpan={5} className="cc-summary__casual" data-testid="summary-casual">
                  {intl.formatMessage(summaryMessages.casualCare)}
                  {row.perSession && (
                    <>
                      {' · '}
                      {intl.formatMessage(summaryMessages.fromPerSession, { amount: format(row.perSession) })}
                    </>
                  )}
                </td>
              </tr>
            ),
          )}
        </tbody>
        {figures.total && (
          <tfoot>
            <tr data-testid="summary-total">
              <th scope="row">
                {intl.formatMessage(summaryMessages.total, {
                  period: intl.formatMessage({ id: figures.total.period }),
                })}
              </th>
              <td colSpan={5} data-testid="summary-total-amount">
                {format(figures.total.amount)}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      <p className="cc-summary__tip" data-testid="summary-fee-tip">
        {intl.formatMessage(summaryMessages.feeTip, { region })}
      </p>
    </div>
  );
}
