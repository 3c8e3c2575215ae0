import { useIntl, type IntlShape } from 'react-intl';
import SlBadge from '@shoelace-style/shoelace/dist/react/badge/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCard from '@shoelace-style/shoelace/dist/react/card/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import { formatDateForRegion, isFlexibleScheduling, type Region } from '@cc/core';
import type { ChildValues } from '../values';
import type { ChildProgram } from '../schedule/childPrograms';
import { scheduleDaysText } from '../schedule/scheduleDaysText';
import { formatApplicationFee, hasApplicationFee } from './fees';
import { groupPageMessages, programCardMessages } from './messages';
import { availabilityBadge, childName, scheduleOf } from './program-model';

export interface ProgramCardProps {
  /** The program as offered to the child whose list holds the card. */
  program: ChildProgram;
  /** That child. */
  owner: ChildValues;
  /** The children who can take the program. */
  availableFor: readonly ChildValues[];
  region: Region;
  showApplicationFee: boolean;
  /** Mobile shows a checkbox card, desktop a card with a button. */
  isMobile: boolean;
  onOpen(): void;
  onClear(): void;
}

export function programDates(intl: IntlShape, program: { startDate: string; endDate?: string | null }, region: Region) {
  const start = formatDateForRegion(program.startDate, region);
  return program.endDate
    ? intl.formatMessage(groupPageMessages.dates, { start, end: formatDateForRegion(program.endDate, region) })
    : intl.formatMessage(groupPageMessages.from, { start });
}

/** One program in a child's list: dates, badges, who it suits, the fee, and each child's chosen schedule. */
export function ProgramCard(props: ProgramCardProps) {
  const { program, owner, availableFor, region, showApplicationFee, isMobile, onOpen, onClear } = props;
  const intl = useIntl();
  const chosen = availableFor.flatMap((child) => {
    const schedule = scheduleOf(child, program.id);
    return schedule ? [{ child, schedule }] : [];
  });
  const isChosenForOwner = scheduleOf(owner, program.id) !== undefined;
  const badge = availabilityBadge(program.row.availablePlaces, chosen.length);
  const testId = `program-card-${owner.key}-${program.id}`;
  const names = intl.formatList(availableFor.map(childName), { type: 'conjunction' });

  const badges = (
    <span className="cc-programs__badges">
      {badge && (
        <SlBadge
          variant={badge === 'WaitlistOnly' ? 'danger' : 'warning'}
          pill
          data-testid="program-badge-availability"
          data-badge={badge}
        >
          {intl.formatMessage(
            badge === 'WaitlistOnly' ? programCardMessages.waitlistOnly : programCardMessages.lowAvailability,
          )}
        </SlBadge>
      )}
      {isFlexibleScheduling(program.row.enrollmentOptions) && (
        <SlBadge variant="primary" pill data-testid="program-badge-flexible">
          {intl.formatMessage(programCardMessages.flexible)}
        </SlBadge>
      )}
    </span>
  );

  const body = (
    <>
      {program.row.className && <p className="cc-programs__card-meta">{program.row.className}</p>}
      <p className="cc-programs__card-meta">{programDates(intl, program, region)}</p>
      <p className="cc-programs__card-meta" data-testid="program-available-for">
        {intl.formatMessage(programCardMessages.availableFor, { names })}
      </p>
      {showApplicationFee && hasApplicationFee(program.row) && (
        <p className="cc-programs__card-meta" data-testid="program-application-fee">
          {intl.formatMessage(programCardMessages.applicationFee, { amount: formatApplicationFee(intl, program.row) })}
        </p>
      )}
      {chosen.length > 0 && (
        <ul className="cc-programs__card-schedules" data-testid="program-card-schedules">
          {chosen.map(({ child, schedule }) => {
            const date = formatDateForRegion(schedule.startDate, region);
            const name = childName(child);
            const days = scheduleDaysText(intl, schedule.days);
            return (
              <li key={child.key}>
                {schedule.cycleType === 'Casual'
                  ? intl.formatMessage(programCardMessages.scheduleCasual, { name, date })
                  : intl.formatMessage(programCardMessages.scheduleWeekly, { name, days, date })}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );

  const clear = chosen.length > 0 && (
    <SlButton variant="text" size="small" className="cc-programs__clear" data-testid="program-clear" onClick={onClear}>
      {intl.formatMessage(programCardMessages.clear)}
    </SlButton>
  );

  if (isMobile) {
    return (
      <div className="cc-programs__card cc-programs__card--mobile" data-testid={testId} data-chosen={isChosenForOwner}>
        <SlCheckbox
          className="cc-programs__card-check"
          checked={isChosenForOwner}
          data-testid="program-card-open"
          onSlChange={(event) => {
            // The form decides whether the box is ticked: the modal may still be cancelled.
            (event.target as unknown as { checked: boolean }).checked = isChosenForOwner;
            onOpen();
          }}
        >
          {program.programName}
        </SlCheckbox>
        <div className="cc-programs__card-body">
          {badges}
          {body}
        </div>
        {clear}
      </div>
    );
  }

  return (
    <SlCard className="cc-programs__card" data-testid={testId} data-chosen={isChosenForOwner}>
      <div className="cc-programs__card-head">
        <h4 className="cc-programs__card-name">{program.programName}</h4>
        {badges}
      </div>
      {body}
      <div className="cc-programs__card-actions">
        <SlButton
          variant={isChosenForOwner ? 'default' : 'primary'}
          size="small"
          data-testid="program-card-open"
          onClick={onOpen}
        >
          {intl.formatMessage(isChosenForOwner ? programCardMessages.change : programCardMessages.choose, {
            program: program.programName,
          })}
        </SlButton>
        {clear}
      </div>
    </SlCard>
  );
}
