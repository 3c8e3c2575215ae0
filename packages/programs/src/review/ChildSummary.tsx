import { useIntl, type IntlShape } from 'react-intl';
import SlBadge from '@shoelace-style/shoelace/dist/react/badge/index.js';
import {
  ageOn,
  daysForCycleType,
  formatDateForRegion,
  newScheduleState,
  personDisplayName,
  sortDays,
  WEEKS,
  type Region,
  type ScheduleDay,
} from '@cc/core';
import { weekdayName } from '../schedule/weekdayNames';
import type { ChildValues, ProgramScheduleValues } from '../values';
import { childReviewMessages as reviewMessages } from './messages';

export interface ChildSummaryProps {
  child: ChildValues;
  region: Region;
  /** YYYY-MM-DD at the centre, for the child's age. */
  today: string;
}

/** "Monday, Wednesday and Friday"; with week 2 (biweekly) each week on its own line. */
function daysText(intl: IntlShape, days: readonly ScheduleDay[]): string[] {
  const byWeek = WEEKS.map((week) => sortDays(days.filter((day) => day.week === week))).filter((d) => d.length > 0);
  const names = (weekDays: readonly ScheduleDay[]) =>
    intl.formatList(
      weekDays.map((day) => weekdayName(intl, day.dayOfWeek)),
      { type: 'conjunction' },
    );
  if (byWeek.length <= 1) return [names(byWeek[0] ?? [])];
  return byWeek.map((weekDays, index) =>
    intl.formatMessage(reviewMessages.week, { week: index + 1, days: names(weekDays) }),
  );
}

function cycleLabel(intl: IntlShape, schedule: ProgramScheduleValues): string {
  if (schedule.cycleType === 'Casual') return intl.formatMessage(reviewMessages.casual);
  // core's cost catalogue: Weekly, and Biweekly (Fortnightly in Australia)
  return intl.formatMessage({ id: schedule.cycleType === 'Biweekly' ? 'biweekly' : 'weekly' });
}

function ProgramSummary({ schedule, region }: { schedule: ProgramScheduleValues; region: Region }) {
  const intl = useIntl();
  const days = schedule.cycleType === 'Casual' ? [] : daysForCycleType(schedule.days, schedule.cycleType);
  const waitlisted = newScheduleState(schedule.availablePlaces) === 'APPROVAL_WAITLIST_PENDING';
  return (
    <li className="cc-review__program" data-testid="review-program">
      <div className="cc-review__program-name">
        <span data-testid="review-program-name">{schedule.programName}</span>
        {schedule.className && <span className="cc-review__class">{schedule.className}</span>}
        {schedule.isEarlyBirdSignUp && (
          <SlBadge pill variant="primary" data-testid="review-early-bird">
            {intl.formatMessage(reviewMessages.earlyBird)}
          </SlBadge>
        )}
        {waitlisted && (
          <SlBadge pill variant="warning" data-testid="review-waitlist">
            {intl.formatMessage(reviewMessages.waitlist)}
          </SlBadge>
        )}
      </div>
      <dl className="cc-review__pairs">
        <dt>{intl.formatMessage(reviewMessages.schedule)}</dt>
        <dd data-testid="review-program-cycle">{cycleLabel(intl, schedule)}</dd>
        {days.length > 0 && (
          <>
            <dt>{intl.formatMessage(reviewMessages.days)}</dt>
            <dd data-testid="review-program-days">
              {daysText(intl, days).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </dd>
          </>
        )}
        <dt>{intl.formatMessage(reviewMessages.startDate)}</dt>
        <dd data-testid="review-program-start">{formatDateForRegion(schedule.startDate, region)}</dd>
      </dl>
    </li>
  );
}

/** One child: name, date of birth in the region's format, age in years and months, and their programs. */
export function ChildSummary({ child, region, today }: ChildSummaryProps) {
  const intl = useIntl();
  const age = ageOn(child.dateOfBirth, today);
  const headingId = `cc-review-child-${child.key}`;
  return (
    <article className="cc-review__child" aria-labelledby={headingId} data-testid="review-child">
      <h4 id={headingId} data-testid="review-child-name">
        {personDisplayName(child)}
      </h4>
      <dl className="cc-review__pairs">
        <dt>{intl.formatMessage(reviewMessages.dateOfBirth)}</dt>
        <dd data-testid="review-child-dob">{formatDateForRegion(child.dateOfBirth, region)}</dd>
        {age && (
          <>
            <dt>{intl.formatMessage(reviewMessages.ageLabel)}</dt>
            <dd data-testid="review-child-age">{intl.formatMessage(reviewMessages.age, age)}</dd>
          </>
        )}
      </dl>
      {child.programSchedules.length > 0 ? (
        <ul className="cc-review__programs" aria-label={intl.formatMessage(reviewMessages.programs)}>
          {child.programSchedules.map((schedule) => (
            <ProgramSummary key={schedule.programId} schedule={schedule} region={region} />
          ))}
        </ul>
      ) : (
        <p className="cc-review__note">{intl.formatMessage(reviewMessages.noPrograms)}</p>
      )}
    </article>
  );
}
