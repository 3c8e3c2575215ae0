import { useIntl } from 'react-intl';
import SlBadge from '@shoelace-style/shoelace/dist/react/badge/index.js';
import { formatDateForRegion, newScheduleState, type FieldError, type Region, type ScheduleDraft } from '@cc/core';
import type { ChildProgram } from './childPrograms';
import { childScheduleMessages } from './messages';
import { ScheduleSelector } from './ScheduleSelector';

export interface ProgramChoiceCardProps {
  program: ChildProgram;
  /** The child's schedule for this program when chosen. */
  draft?: ScheduleDraft;
  /** Children of the form down for this program, this one included: the availability threshold. */
  selectedChildrenCount: number;
  region: Region;
  today: string;
  idPrefix: string;
  errors: readonly FieldError[];
  onToggle(chosen: boolean): void;
  onChange(draft: ScheduleDraft): void;
}

/** A program the child can take, chosen with a checkbox; once chosen it holds the child's schedule for it. */
export function ProgramChoiceCard(props: ProgramChoiceCardProps) {
  const { program, draft, selectedChildrenCount, region, idPrefix } = props;
  const intl = useIntl();
  const places = program.row.availablePlaces;
  const waitlist = newScheduleState(places) === 'APPROVAL_WAITLIST_PENDING';
  const low = !waitlist && places < selectedChildrenCount;
  const start = formatDateForRegion(program.startDate, region);
  const dates = program.endDate
    ? intl.formatMessage(childScheduleMessages.dates, { start, end: formatDateForRegion(program.endDate, region) })
    : intl.formatMessage(childScheduleMessages.from, { start });
  const checkboxId = `${idPrefix}-choose`;
  return (
    <div
      className="cc-choice"
      data-testid="schedule-program-card"
      data-program-id={program.id}
      data-chosen={draft ? 'true' : 'false'}
    >
      <div className="cc-choice__head">
        <input
          id={checkboxId}
          type="checkbox"
          checked={draft !== undefined}
          aria-describedby={`${idPrefix}-details`}
          data-testid="schedule-program-choose"
          onChange={(event) => props.onToggle(event.target.checked)}
        />
        <label htmlFor={checkboxId} className="cc-choice__name">
          {program.programName}
        </label>
        {waitlist && (
          <SlBadge variant="warning" pill data-testid="schedule-program-waitlist">
            {intl.formatMessage(childScheduleMessages.waitlistOnly)}
          </SlBadge>
        )}
        {low && (
          <SlBadge variant="neutral" pill data-testid="schedule-program-low">
            {intl.formatMessage(childScheduleMessages.lowAvailability)}
          </SlBadge>
        )}
      </div>
      <p className="cc-choice__details" id={`${idPrefix}-details`}>
        <span>{dates}</span>
        {program.row.className && <span>{program.row.className}</span>}
        {!waitlist && (
          <span data-testid="schedule-program-places">
            {intl.formatMessage(childScheduleMessages.placesLeft, { count: places })}
          </span>
        )}
      </p>
      {program.description && <p className="cc-choice__description">{program.description}</p>}
      {draft && (
        <ScheduleSelector
          program={program}
          value={draft}
          onChange={props.onChange}
          selectedChildrenCount={selectedChildrenCount}
          region={region}
          today={props.today}
          idPrefix={idPrefix}
          errors={props.errors}
        />
      )}
    </div>
  );
}
