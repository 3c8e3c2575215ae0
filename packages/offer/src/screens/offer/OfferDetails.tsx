// The children an offer is for and each program offered to them: the part of the offer every screen shows (the
// page, the acknowledgement, the print view).
import { useIntl } from 'react-intl';
import { formatOfferDate, type CycleType, type ScheduleDay } from '@cc/core';
import { offerPageMessages } from '../../i18n/messages';
import { offerDaysByWeek } from './offerDays';
import { useOfferMoney } from './useOfferMoney';

export interface OfferDetailsSchedule {
  id: string;
  startDate: string;
  endDate?: string | null;
  cycleType: CycleType;
  className?: string | null;
  feeAmount: number;
  feeType?: string | null;
  days: readonly ScheduleDay[];
  program?: { programName: string; description?: string | null } | null;
}

export interface OfferDetailsChild {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  offers: readonly OfferDetailsSchedule[];
}

export function OfferDetails({
  offerChildren,
  currency,
}: {
  offerChildren: readonly OfferDetailsChild[];
  currency: string;
}) {
  const intl = useIntl();
  const format = useOfferMoney(currency);
  return (
    <div className="cc-offer__children">
      {offerChildren.map((child) => (
        <section
          key={child.id}
          className="cc-offer__child"
          data-testid="offer-child"
          aria-labelledby={`child-${child.id}`}
        >
          <h3 id={`child-${child.id}`} className="cc-offer__child-name">
            {child.firstName} {child.lastName}
          </h3>
          <p className="cc-offer__muted">
            {intl.formatMessage(offerPageMessages.bornOn, { date: formatOfferDate(child.dateOfBirth) })}
          </p>
          {child.offers.map((schedule) => (
            <div key={schedule.id} className="cc-offer__program" data-testid="offer-program">
              <h4 className="cc-offer__program-name">{schedule.program?.programName}</h4>
              {schedule.program?.description && <p className="cc-offer__muted">{schedule.program.description}</p>}
              <dl className="cc-offer__pairs">
                <dt>{intl.formatMessage(offerPageMessages.dates)}</dt>
                <dd data-testid="offer-program-dates">
                  {schedule.endDate
                    ? intl.formatMessage(offerPageMessages.startsAndEnds, {
                        start: formatOfferDate(schedule.startDate),
                        end: formatOfferDate(schedule.endDate),
                      })
                    : intl.formatMessage(offerPageMessages.starts, { date: formatOfferDate(schedule.startDate) })}
                </dd>
                {schedule.cycleType === 'Casual' ? (
                  <>
                    <dt>{intl.formatMessage(offerPageMessages.days)}</dt>
                    <dd>{intl.formatMessage(offerPageMessages.casual)}</dd>
                  </>
                ) : (
                  <>
                    <dt>{intl.formatMessage(offerPageMessages.days)}</dt>
                    <dd data-testid="offer-program-days">
                      {offerDaysByWeek(intl, schedule.days).map((weekDays, week, weeks) => (
                        <span key={week} className="cc-offer__week">
                          {weeks.length > 1
                            ? intl.formatMessage(offerPageMessages.week, { week: week + 1, days: weekDays })
                            : weekDays}
                        </span>
                      ))}
                    </dd>
                  </>
                )}
                {schedule.className && (
                  <>
                    <dt>{intl.formatMessage(offerPageMessages.room)}</dt>
                    <dd>{schedule.className}</dd>
                  </>
                )}
                {schedule.feeAmount > 0 && (
                  <>
                    <dt>{intl.formatMessage(offerPageMessages.rate)}</dt>
                    <dd data-testid="offer-program-rate">
                      {intl.formatMessage(offerPageMessages.rateAmount, {
                        amount: format(schedule.feeAmount),
                        feeType: schedule.feeType ?? 'Daily',
                      })}
                    </dd>
                  </>
                )}
              </dl>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
