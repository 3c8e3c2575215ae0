// The choice as wizard steps, for every flow that lets a family choose (enquiry, re-enrolment):
// - programsStep: the program-group page (when the business uses groups) then the program list; the
//   program-approval and form-pay flows.
// - scheduleStep: one schedule page per child; the offer-enrolment flow's schedule container.
import { createElement } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { StepContext, WizardStep } from '@cc/ui';
import { ChildSchedulePage, ProgramGroupPage, ProgramListPage } from './lazyParts';
import { programsInitialPage, validateProgramGroupPage, validateProgramListPage } from './programs/validation';
import { validateChildSchedulePage } from './schedule/childScheduleValidation';
import type { ProgramStepProps } from './step-props';
import type { ProgramChoiceValues } from './values';

const SCHEDULE_PATH = /^children\.(\d+)\.programSchedules(\.|$)/;

export function programsStep<V extends ProgramChoiceValues, C extends StepContext>(
  props: ProgramStepProps,
  label: MessageDescriptor,
): WizardStep<V, C> {
  const groups = props.enrollmentSettings.isUseProgramGroup;
  const listPage = groups ? 1 : 0;
  return {
    id: 'programs',
    label,
    pages: () => (groups ? 2 : 1),
    initialPage: (values) => programsInitialPage(values, groups),
    validate: (values, page) => (page < listPage ? validateProgramGroupPage(values) : validateProgramListPage(values)),
    render: (page) => createElement(page < listPage ? ProgramGroupPage : ProgramListPage, props),
    pageOf: (path) =>
      path === 'selectedProgramGroup'
        ? groups
          ? 0
          : undefined
        : SCHEDULE_PATH.test(path) || path === 'cwaConsent'
          ? listPage
          : undefined,
  };
}

export function scheduleStep<V extends ProgramChoiceValues, C extends StepContext>(
  props: ProgramStepProps,
  label: MessageDescriptor,
): WizardStep<V, C> {
  return {
    id: 'schedule',
    label,
    perChild: true,
    pages: (values) => Math.max(1, values.children.length),
    validate: (values, page, context) => validateChildSchedulePage(values, page, { today: context.today }),
    render: (page) => createElement(ChildSchedulePage, { ...props, childIndex: page, key: page }),
    pageOf: (path, values) => {
      const match = SCHEDULE_PATH.exec(path);
      return match ? Number(match[1]) : path === 'cwaConsent' ? Math.max(0, values.children.length - 1) : undefined;
    },
  };
}
