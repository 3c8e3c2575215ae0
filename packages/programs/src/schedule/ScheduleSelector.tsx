import { useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import {
  cycleTypeForCasualToggle,
  dayAvailability,
  dayPickerOptions,
  formatDateForRegion,
  isCycleTypeChoiceShownFor,
  isCasualForced,
  startDateRule,
  toggleDay,
  weeksForCycleType,
  type FieldError,
  type Region,
  type ScheduleDraft,
  type Week,
  type Weekday,
} from '@cc/core';
import { ErrorText, useIsMobile } from '@cc/ui';
import { DateInput, dateTextOf } from '@cc/ui/date-field';
import type { ChildProgram } from './childPrograms';
import { errorFor } from './fieldErrors';
import { NewFamilyContext } from '../newFamily';
import { scheduleMessages } from './messages';
import { cycleTypesFor, dayPickerContext, normaliseDraft, programDates } from './scheduleDraft';
import { scheduleCss } from './scheduleStyles';
import { weekdayName } from './weekdayNames';

export interface ScheduleSelectorProps {
  program: ChildProgram;
  value: ScheduleDraft;
  onChange(draft: ScheduleDraft): void;
  /** Children being enrolled together: a day with fewer places than this shows "Low Availability". */
  selectedChildrenCount: number;
  region: Region;
  /** YYYY-MM-DD at the centre. */
  today: string;
  /** Unique per selector on the page; ids of the controls and messages start with it. */
  idPrefix: string;
  /** Errors to show now (the caller decides when), with paths ending in startDate, days or cycleType. */
  errors?: readonly FieldError[];
  /** Enquiries are for new families (default); US new families may also choose a biweekly schedule. */
  isNewFamily?: boolean;
}

const checkedOf = (event: Event) => (event.target as unknown as { checked: boolean }).checked;

/** One child's schedule for one program: start date, Monday-to-Friday days, casual (and biweekly) choice. */
export function ScheduleSelector({
  program,
  value,
  onChange,
  selectedChildrenCount,
  region,
  today,
  idPrefix,
  errors,
  isNewFamily: newFamilyProp,
}: ScheduleSelectorProps) {
  const intl = useIntl();
  const isNewFamily = useContext(NewFamilyContext) && newFamilyProp !== false;
  const isMobile = useIsMobile();
  const options = { region, isNewFamily };
  const normalised = normaliseDraft(program, value, today, options);

  // A casual-only program, a fixed start date or a cycle type the program does not offer is corrected at once,
  // so the form never holds a schedule the selector would not let the family build.
  useEffect(() => {
    if (normalised !== value) onChange(normalised);
  }, [normalised, value, onChange]);

  const draft = normalised;
  const allowed = cycleTypesFor(program, options);
  const choiceShown = isCycleTypeChoiceShownFor(allowed);
  const casualForced = isCasualForced(allowed);
  const isCasual = draft.cycleType === 'Casual';
  const rule = startDateRule(programDates(program), today);
  const context = dayPickerContext(program);

  const update = (next: ScheduleDraft) => onChange(normaliseDraft(program, next, today, options));

  const startDateError = errorFor(errors, 'startDate');
  const daysError = errorFor(errors, 'days') ?? errorFor(errors, 'cycleType');
  const ids = {
    startDate: `${idPrefix}-start-date`,
    startDateHint: `${idPrefix}-start-date-hint`,
    startDateError: `${idPrefix}-start-date-error`,
    daysHint: `${idPrefix}-days-hint`,
    daysError: `${idPrefix}-days-error`,
  };

  const onDay = (day: Weekday, week: Week) => update({ ...draft, days: toggleDay(draft.days, day, context, week) });

  return (
    <div className="cc-schedule" data-testid="schedule-selector" data-program-id={program.id}>
      <style>{scheduleCss}</style>
      <div className="cc-schedule__field">
        <label htmlFor={ids.startDate}>{intl.formatMessage(scheduleMessages.startDateLabel)}</label>
        {rule.kind === 'fixed' ? (
          <>
            <input
              id={ids.startDate}
              className="cc-native-input"
              type="text"
              value={dateTextOf(rule.date, region)}
              readOnly
              aria-readonly="true"
              aria-describedby={ids.startDateHint}
              data-testid="schedule-start-date"
            />
            <p className="cc-schedule__hint" id={ids.startDateHint} data-testid="schedule-start-date-fixed">
              {intl.formatMessage(scheduleMessages.startDateFixed, { date: formatDateForRegion(rule.date, region) })}
            </p>
          </>
        ) : (
          <DateInput
            id={ids.startDate}
            value={draft.startDate}
            region={region}
            label={intl.formatMessage(scheduleMessages.startDateLabel)}
            min={rule.min}
            max={rule.max}
            required
            invalid={startDateError !== undefined}
            describedBy={startDateError ? ids.startDateError : undefined}
            testId="schedule-start-date"
            onChange={(value) => update({ ...draft, startDate: value || undefined })}
          />
        )}
        <ErrorText error={startDateError} id={ids.startDateError} />
      </div>

      {choiceShown && allowed.includes('Casual') && (
        <SlSwitch
          className="cc-schedule__switch"
          data-testid="schedule-casual"
          checked={isCasual}
          disabled={casualForced}
          helpText={intl.formatMessage(casualForced ? scheduleMessages.casualOnlyHelp : scheduleMessages.casualHelp)}
          onSlChange={(event) => update({ ...draft, cycleType: cycleTypeForCasualToggle(checkedOf(event)) })}
        >
          {intl.formatMessage(scheduleMessages.casualLabel)}
        </SlSwitch>
      )}

      {allowed.includes('Biweekly') && !isCasual && (
        <SlSwitch
          className="cc-schedule__switch"
          data-testid="schedule-biweekly"
          checked={draft.cycleType === 'Biweekly'}
          helpText={intl.formatMessage(scheduleMessages.biweeklyHelp)}
          onSlChange={(event) => update({ ...draft, cycleType: checkedOf(event) ? 'Biweekly' : 'Weekly' })}
        >
          {intl.formatMessage(scheduleMessages.biweeklyLabel, { region })}
        </SlSwitch>
      )}

      {!isCasual && (
        <div
          className="cc-schedule__days"
          role="group"
          aria-labelledby={`${idPrefix}-days-label`}
          aria-describedby={daysError ? `${ids.daysHint} ${ids.daysError}` : ids.daysHint}
          aria-invalid={daysError ? 'true' : undefined}
        >
          <p className="cc-schedule__label" id={`${idPrefix}-days-label`}>
            {intl.formatMessage(scheduleMessages.daysLabel)}
          </p>
          <p className="cc-schedule__hint" id={ids.daysHint} data-testid="schedule-days-hint">
            {intl.formatMessage(scheduleMessages.daysHint, daysHintValues(program))}
          </p>
          {weeksForCycleType(draft.cycleType).map((week, weekIndex) => (
            <div key={week} className="cc-schedule__week" data-testid={`schedule-week-${week}`}>
              {draft.cycleType === 'Biweekly' && (
                <p className="cc-schedule__week-label">
                  {intl.formatMessage(scheduleMessages.weekLabel, { week: weekIndex + 1 })}
                </p>
              )}
              <div className="cc-schedule__day-list" data-mobile={isMobile ? 'true' : undefined}>
                {dayPickerOptions(draft.days, context, week).map((day) => {
                  const operating = program.operatingDays.includes(day.dayOfWeek);
                  const availability = operating
                    ? dayAvailability(program.row.operatingDayAvailability, day.dayOfWeek, selectedChildrenCount)
                    : undefined;
                  const hintId = `${idPrefix}-${week}-${day.dayOfWeek}-hint`;
                  return (
                    <div key={day.dayOfWeek} className="cc-schedule__day-cell">
                      <button
                        type="button"
                        className="cc-schedule__day"
                        aria-pressed={day.selected}
                        aria-label={
                          draft.cycleType === 'Biweekly'
                            ? intl.formatMessage(scheduleMessages.dayInWeek, {
                                day: weekdayName(intl, day.dayOfWeek),
                                week: weekIndex + 1,
                              })
                            : undefined
                        }
                        aria-describedby={hintId}
                        disabled={day.disabled}
                        data-testid={`schedule-day-${day.dayOfWeek}`}
                        data-availability={availability}
                        onClick={() => onDay(day.dayOfWeek, week)}
                      >
                        {isMobile ? (
                          // Short on screen for five columns at 375px; the full name is what is read out.
                          <>
                            <span aria-hidden="true">{weekdayName(intl, day.dayOfWeek, 'short')}</span>
                            <span className="cc-visually-hidden">{weekdayName(intl, day.dayOfWeek)}</span>
                          </>
                        ) : (
                          weekdayName(intl, day.dayOfWeek)
                        )}
                      </button>
                      <span
                        className="cc-schedule__day-hint"
                        id={hintId}
                        data-testid="schedule-day-hint"
                        data-availability={availability}
                      >
                        {availability
                          ? intl.formatMessage({ id: availability })
                          : intl.formatMessage(scheduleMessages.notOffered)}
                      </span>
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
          <ErrorText error={daysError} id={ids.daysError} />
        </div>
      )}
    </div>
  );
}

/** The day hint's limits: the program's minimum (1 when it sets none) and maximum, as one, a range or a floor. */
function daysHintValues(program: ChildProgram): { min: number; max: number; limits: 'exact' | 'range' | 'min' } {
  const min = Math.max(1, program.minEnrolmentDays ?? 1);
  const max = program.maxEnrolmentDays ?? 0;
  if (max > 0 && max === min) return { min, max, limits: 'exact' };
  // A maximum of every operating day is no limit worth stating.
  if (max > min && max < program.operatingDays.length) return { min, max, limits: 'range' };
  return { min, max, limits: 'min' };
}
