import { useIntl } from 'react-intl';
import { useForm, useFormState } from 'react-final-form';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { noProgramAvailable, type FieldError, type ScheduleDraft } from '@cc/core';
import { ErrorText, useIsMobile, useShowErrors } from '@cc/ui';
import type { ChildValues, ProgramChoiceValues, ProgramScheduleValues } from '../values';
import type { ProgramStepProps } from '../step-props';
import type { ChildProgram } from './childPrograms';
import { isLastChildPage, validateChildSchedulePage } from './childScheduleValidation';
import { CwaConsentField } from './CwaConsentField';
import { leafOf } from './fieldErrors';
import { childScheduleMessages } from './messages';
import { ProgramChoiceCard } from './ProgramChoiceCard';
import { newScheduleDraft, toProgramSchedule, toScheduleDraft } from './scheduleDraft';
import { ScheduleSummary } from './ScheduleSummary';
import { childPageCss } from './childPageStyles';
import { useChildPrograms } from './useChildPrograms';

export interface ChildSchedulePageProps extends ProgramStepProps {
  childIndex: number;
}

const nameOf = (child: ChildValues) => `${child.firstName} ${child.lastName}`.trim();

/** Children of the form down for a program, counting this child as one of them. */
const childrenOnProgram = (children: readonly ChildValues[], childKey: string, programId: string) =>
  children.filter(
    (other) => other.key === childKey || other.programSchedules.some((schedule) => schedule.programId === programId),
  ).length;

/**
 * The offer-enrolment flow's schedule step, one page per child: the child's programs as cards to choose, a
 * schedule for each chosen one, and on the last child's page the summary for every child and the consent.
 */
export function ChildSchedulePage({
  childIndex,
  businessId,
  center,
  region,
  enrollmentSettings,
  today,
}: ChildSchedulePageProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const showErrors = useShowErrors();
  const form = useForm<ProgramChoiceValues>();
  const { values } = useFormState<ProgramChoiceValues>({ subscription: { values: true } });
  const { children } = values;
  const { loading, error, programsFor, refetch } = useChildPrograms({
    businessId,
    centerId: center.id,
    children,
    searchDate: today,
  });
  const child = children[childIndex];
  if (!child) return null;

  const name = nameOf(child);
  const programs = programsFor(child.key);
  const path = `children.${childIndex}.programSchedules`;
  const errors: FieldError[] = showErrors ? validateChildSchedulePage(values, childIndex, { today, programs }) : [];
  // A child with nothing to pick is told why, in place of the "choose a program" error.
  const listError =
    !loading && !error && programs.length === 0 ? noProgramAvailable(child, path) : errors.find((e) => e.path === path);
  const listErrorId = `schedule-${child.key}-programs-error`;
  const isLast = isLastChildPage(values, childIndex);

  // The whole children array is written back, as final-form's typed change() takes top-level fields only.
  const write = (schedules: ProgramScheduleValues[]) =>
    form.change(
      'children',
      form
        .getState()
        .values.children.map((entry, index) =>
          index === childIndex ? { ...entry, programSchedules: schedules } : entry,
        ),
    );
  const current = () => form.getState().values.children[childIndex]?.programSchedules ?? [];
  const toggle = (program: ChildProgram, chosen: boolean) => {
    const others = current().filter((schedule) => schedule.programId !== program.id);
    write(chosen ? [...others, toProgramSchedule(program, newScheduleDraft(program, today, { region }))] : others);
  };
  const update = (program: ChildProgram, schedule: ScheduleDraft) =>
    write(current().map((entry) => (entry.programId === program.id ? toProgramSchedule(program, schedule) : entry)));

  return (
    <section
      className="cc-child-schedule"
      data-layout={isMobile ? 'mobile' : 'desktop'}
      data-testid="child-schedule-page"
      aria-labelledby={`schedule-${child.key}-heading`}
    >
      <style>{childPageCss}</style>
      <h2 id={`schedule-${child.key}-heading`}>{intl.formatMessage(childScheduleMessages.heading, { name })}</h2>
      {loading && (
        <p className="cc-child-schedule__status" role="status" data-testid="schedule-programs-loading">
          <SlSpinner />
          {intl.formatMessage(childScheduleMessages.loading)}
        </p>
      )}
      {error && !loading && (
        <div className="cc-child-schedule__status" role="alert" data-testid="schedule-programs-error">
          <p>{intl.formatMessage(childScheduleMessages.loadFailed)}</p>
          <SlButton size="small" data-testid="schedule-programs-retry" onClick={() => refetch?.()}>
            {intl.formatMessage(childScheduleMessages.retry)}
          </SlButton>
        </div>
      )}
      <ErrorText error={listError && leafOf(listError)} id={listErrorId} />
      {programs.length > 0 && (
        <fieldset className="cc-child-schedule__programs" aria-describedby={listError ? listErrorId : undefined}>
          <legend>{intl.formatMessage(childScheduleMessages.programsLabel, { name })}</legend>
          {programs.map((program) => {
            const index = child.programSchedules.findIndex((schedule) => schedule.programId === program.id);
            const schedule = child.programSchedules[index];
            const prefix = `${path}.${index}.`;
            return (
              <ProgramChoiceCard
                key={program.id}
                program={program}
                draft={schedule && toScheduleDraft(schedule)}
                selectedChildrenCount={childrenOnProgram(children, child.key, program.id)}
                region={region}
                today={today}
                idPrefix={`schedule-${child.key}-${program.id}`}
                errors={index < 0 ? [] : errors.filter((e) => e.path.startsWith(prefix))}
                onToggle={(chosen) => toggle(program, chosen)}
                onChange={(draft) => update(program, draft)}
              />
            );
          })}
        </fieldset>
      )}
      {isLast && (
        <section className="cc-child-schedule__summary" aria-labelledby="schedule-summary-heading">
          <h3 id="schedule-summary-heading">{intl.formatMessage(childScheduleMessages.summaryHeading)}</h3>
          {children.map((each) => (
            <ScheduleSummary
              key={each.key}
              childName={nameOf(each)}
              schedules={each.programSchedules}
              programs={programsFor(each.key)}
              currency={enrollmentSettings.currency}
              region={region}
            />
          ))}
          <CwaConsentField region={region} />
        </section>
      )}
    </section>
  );
}
