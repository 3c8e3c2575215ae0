import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useForm, useFormState } from 'react-final-form';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { isFlexibleScheduling } from '@cc/core';
import { useIsMobile, useShowErrors } from '@cc/ui';
import type { ProgramChoiceValues } from '../values';
import { CwaConsentField } from '../schedule/CwaConsentField';
import type { ChildProgram } from '../schedule/childPrograms';
import { ScheduleSummary } from '../schedule/ScheduleSummary';
import { useChildPrograms } from '../schedule/useChildPrograms';
import type { ProgramStepProps } from '../step-props';
import { ChildProgramList } from './ChildProgramList';
import { ClearProgramDialog } from './ClearProgramDialog';
import { hasSeenFlexPolicy, markFlexPolicySeen } from './flex-policy';
import { FlexPolicyDialog } from './FlexPolicyDialog';
import { flexPolicyMessages, listPageMessages } from './messages';
import { childName, visiblePrograms, withoutPrograms } from './program-model';
import { ProgramModal } from './ProgramModal';
import { programsCss } from './programsStyles';
import { validateProgramListPage } from './validation';

interface OpenProgram {
  programId: string;
  childKey: string;
}

/**
 * The program list: an accordion per child with the programs of the chosen groups under their care types, the
 * program modal, "clear program", the flexible-scheduling notice, then each child's schedule summary and the
 * care agreement consent.
 */
export function ProgramListPage({ businessId, center, region, flags, enrollmentSettings, today }: ProgramStepProps) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  const showErrors = useShowErrors();
  const form = useForm<ProgramChoiceValues>();
  const { values } = useFormState<ProgramChoiceValues>({ subscription: { values: true } });
  const { children, selectedProgramGroup } = values;
  const { loading, error, programsFor } = useChildPrograms({
    businessId,
    centerId: center.id,
    children,
    searchDate: today,
  });
  const [modal, setModal] = useState<OpenProgram | null>(null);
  const [clearing, setClearing] = useState<ChildProgram | null>(null);
  const [flexOpen, setFlexOpen] = useState(false);
  // A program opened for the first time while the notice is unseen waits behind the notice.
  const [afterFlex, setAfterFlex] = useState<OpenProgram | null>(null);

  const flexNotice = flags.flexSchedulePolicyNotice;
  const showApplicationFee = !flags.tieredRegistrationFee;
  const programsOf = (childKey: string) =>
    visiblePrograms(programsFor(childKey), enrollmentSettings.isUseProgramGroup, selectedProgramGroup);
  const anyFlexible = children.some((child) =>
    programsOf(child.key).some((program) => isFlexibleScheduling(program.row.enrollmentOptions)),
  );
  const errors = showErrors ? validateProgramListPage(values) : [];

  const openProgram = (program: ChildProgram, childKey: string) => {
    const target = { programId: program.id, childKey };
    if (flexNotice && isFlexibleScheduling(program.row.enrollmentOptions) && !hasSeenFlexPolicy()) {
      setAfterFlex(target);
      setFlexOpen(true);
      return;
    }
    setModal(target);
  };

  const closeFlex = () => {
    markFlexPolicySeen();
    setFlexOpen(false);
  };

  return (
    <div className="cc-programs" data-layout={isMobile ? 'mobile' : 'desktop'} data-testid="program-list-page">
      <style>{programsCss}</style>
      <h2 className="cc-programs__title">{intl.formatMessage(listPageMessages.title)}</h2>
      <p className="cc-programs__intro">{intl.formatMessage(listPageMessages.intro)}</p>
      {flexNotice && anyFlexible && (
        <SlButton
          variant="text"
          className="cc-programs__flex-link"
          data-testid="flex-policy-link"
          onClick={() => setFlexOpen(true)}
        >
          {intl.formatMessage(flexPolicyMessages.link)}
        </SlButton>
      )}
      {loading && (
        <p className="cc-programs__status" role="status" data-testid="programs-loading">
          <SlSpinner />
          {intl.formatMessage(listPageMessages.loading)}
        </p>
      )}
      {error && !loading ? (
        <p className="cc-field-error" role="alert" data-testid="programs-error">
          {intl.formatMessage(listPageMessages.loadFailed)}
        </p>
      ) : (
        children.map((child, childIndex) => (
          <ChildProgramList
            key={child.key}
            child={child}
            childIndex={childIndex}
            children={children}
            programs={programsOf(child.key)}
            programsFor={programsOf}
            loading={loading}
            errors={errors}
            region={region}
            showApplicationFee={showApplicationFee}
            isMobile={isMobile}
            onOpen={(program) => openProgram(program, child.key)}
            onClear={setClearing}
          />
        ))
      )}

      <section className="cc-programs__summaries" aria-labelledby="programs-summary-heading">
        <h3 className="cc-programs__care-type" id="programs-summary-heading">
          {intl.formatMessage(listPageMessages.summaryHeading)}
        </h3>
        {children.map((child) => (
          <ScheduleSummary
            key={child.key}
            childName={childName(child)}
            schedules={child.programSchedules}
            programs={programsFor(child.key)}
            currency={enrollmentSettings.currency}
            region={region}
          />
        ))}
        <CwaConsentField region={region} />
      </section>

      {modal && (
        <ProgramModal
          key={`${modal.programId}|${modal.childKey}`}
          programId={modal.programId}
          openedFor={modal.childKey}
          programsFor={programsOf}
          region={region}
          today={today}
          showApplicationFee={showApplicationFee}
          onClosed={() => setModal(null)}
        />
      )}
      <ClearProgramDialog
        programName={clearing?.programName}
        programId={clearing?.id}
        onCancel={() => setClearing(null)}
        onConfirm={() => {
          if (clearing) form.change('children', withoutPrograms(form.getState().values.children, [clearing.id]));
          setClearing(null);
        }}
      />
      {flexNotice && (
        <FlexPolicyDialog
          open={flexOpen}
          region={region}
          onClose={closeFlex}
          onAfterHide={() => {
            if (afterFlex) setModal(afterFlex);
            setAfterFlex(null);
          }}
        />
      )}
    </div>
  );
}
