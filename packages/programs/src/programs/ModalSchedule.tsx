import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { FieldError, Region, ScheduleAction, ScheduleDraft } from '@cc/core';
import type { ChildValues } from '../values';
import type { ChildProgram } from '../schedule/childPrograms';
import { ScheduleSelector } from '../schedule/ScheduleSelector';
import { modalMessages } from './messages';
import { currentDraft, modalAction, type ModalState } from './modal-state';
import { childName } from './program-model';

export interface ModalScheduleProps {
  state: ModalState;
  /** The children who can take the program, in the order they were entered. */
  children: readonly ChildValues[];
  programOf(childKey: string): ChildProgram | undefined;
  fresh: ScheduleDraft;
  errors: readonly FieldError[];
  region: Region;
  today: string;
  idPrefix: string;
  onEdit(childKeys: readonly string[], draft: ScheduleDraft): void;
  onAction(childKeys: readonly string[], action: ScheduleAction): void;
}

/**
 * The schedule part of the program modal: one selector per ticked child when their schedules differ, else one
 * selector shared by every ticked child; each with its Select / Update / Deselect button.
 */
export function ModalSchedule(props: ModalScheduleProps) {
  const { state, children, programOf, fresh, errors, region, today, idPrefix, onEdit, onAction } = props;
  const intl = useIntl();
  const nameOf = (key: string) => {
    const child = children.find((candidate) => candidate.key === key);
    return child ? childName(child) : key;
  };
  const groups: string[][] =
    state.different || state.selected.length < 2 ? state.selected.map((key) => [key]) : [state.selected];

  return (
    <div className="cc-programs__schedules">
      {groups.map((keys) => {
        const first = keys[0] as string;
        const program = programOf(first);
        if (!program) return null;
        const names = intl.formatList(keys.map(nameOf), { type: 'conjunction' });
        const heading =
          keys.length > 1
            ? intl.formatMessage(modalMessages.sharedSchedule, { names })
            : intl.formatMessage(modalMessages.scheduleFor, { name: names });
        const action = modalAction(state, keys);
        const label = intl.formatMessage({ id: action });
        const groupId = `${idPrefix}-${keys.length > 1 ? 'shared' : first}`;
        const isSaved = keys.every((key) => state.schedules[key]?.status === 'finished');
        return (
          <section
            key={keys.join('|')}
            className="cc-programs__schedule"
            aria-labelledby={`${groupId}-heading`}
            data-testid={keys.length > 1 ? 'program-modal-schedule-shared' : `program-modal-schedule-${first}`}
          >
            <h3 className="cc-programs__schedule-heading" id={`${groupId}-heading`}>
              {heading}
            </h3>
            <ScheduleSelector
              program={program}
              value={currentDraft(state, first, fresh)}
              onChange={(draft) => onEdit(keys, draft)}
              selectedChildrenCount={state.selected.length}
              region={region}
              today={today}
              idPrefix={groupId}
              errors={errors.filter((error) => keys.some((key) => error.path.startsWith(`schedules.${key}.`)))}
            />
            <div className="cc-programs__schedule-actions">
              <SlButton
                variant={action === 'deselect' ? 'default' : 'primary'}
                data-testid="program-modal-action"
                data-action={action}
                aria-label={intl.formatMessage(modalMessages.actionFor, { action: label, name: names })}
                onClick={() => onAction(keys, action)}
              >
                {label}
              </SlButton>
              {isSaved && (
                <span className="cc-programs__saved" role="status">
                  {intl.formatMessage(modalMessages.selected)}
                </span>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
