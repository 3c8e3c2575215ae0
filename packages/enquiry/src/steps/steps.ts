// Which steps the enquiry has, by the business's flowType (spec 1, section 2 "Enquiry form"):
// - INQUIRE_PROGRAM_ENROLLMENT_APPROVE: Register, Children, Programs (group page when groups are used, then the
//   list), Review; a confirmation before submit.
// - INQUIRE_OFFER_ENROLLMENT: Register (parent and children, the basic enquiry), Schedule (one page per child),
//   Review; a confirmation before submit.
// - INQUIRE_PROGRAM_FORM_PAY_APPROVE: Register, Children, Programs; submit reads "confirm and continue"; no review
//   and no confirmation.
import { createElement } from 'react';
import type { FlowType } from '@cc/core';
import type { PhoneRules } from '@cc/ui';
import {
  programsInitialPage,
  validateChildSchedulePage,
  validateProgramGroupPage,
  validateProgramListPage,
} from '@cc/programs';
import type { EnquiryFormValues } from '../form-values';
import { stepMessages } from '../i18n/messages';
import { validateChildren, validateRegister } from '../validation';
import type { EnquiryStep } from './step-context';
import { ChildSchedulePage, ChildrenPage, ProgramGroupPage, ProgramListPage, ReviewPage } from '../laterParts';
import { RegisterPage } from './register/RegisterPage';
import type { EnquiryStepProps } from './step-props';

export interface StepsArgs {
  props: EnquiryStepProps;
  /** The centre's enrollmentCenterSettings.askFamilyAboutSubsidy. */
  askSubsidy: boolean;
  phone: PhoneRules;
}

export interface FlowShape {
  steps: EnquiryStep[];
  /** A confirmation dialog opens before the final submit. */
  confirmBeforeSubmit: boolean;
  /** "confirm and continue" instead of Submit. */
  useConfirmAndContinue: boolean;
}

const PARENT_PATH = /^(firstName|lastName|email|phoneNumber|familyReceivesSubsidy)(\.|$)/;
const CHILD_DETAIL_PATH = /^children(\.\d+\.(firstName|lastName|dateOfBirth|known))?$/;
const SCHEDULE_PATH = /^children\.(\d+)\.programSchedules(\.|$)/;

function registerStep({ props, askSubsidy, phone }: StepsArgs, withChildren: boolean): EnquiryStep {
  return {
    id: 'register',
    label: stepMessages.register,
    pages: () => 1,
    validate: (values, _page, context) => [
      ...validateRegister(values, { askSubsidy, phone }),
      ...(withChildren ? validateChildren(values, context) : []),
    ],
    render: () => createElement(RegisterPage, { ...props, askSubsidy, withChildren }),
    pageOf: (path) => (PARENT_PATH.test(path) || (withChildren && CHILD_DETAIL_PATH.test(path)) ? 0 : undefined),
  };
}

function childrenStep({ props }: StepsArgs): EnquiryStep {
  return {
    id: 'children',
    label: stepMessages.children,
    pages: () => 1,
    validate: (values, _page, context) => validateChildren(values, context),
    render: () => createElement(ChildrenPage, props),
    pageOf: (path) => (CHILD_DETAIL_PATH.test(path) ? 0 : undefined),
  };
}

function programsStep({ props }: StepsArgs): EnquiryStep {
  const groups = props.enrollmentSettings.isUseProgramGroup;
  const listPage = groups ? 1 : 0;
  return {
    id: 'programs',
    label: stepMessages.programs,
    pages: () => (groups ? 2 : 1),
    initialPage: (values) => programsInitialPage(values, groups),
    validate: (values, page) => (page < listPage ? validateProgramGroupPage(values) : validateProgramListPage(values)),
    render: (page) => createElement(page < listPage ? ProgramGroupPage : ProgramListPage, props),
    pageOf: (path) => {
      if (path === 'selectedProgramGroup') return groups ? 0 : undefined;
      return SCHEDULE_PATH.test(path) || path === 'cwaConsent' ? listPage : undefined;
    },
  };
}

function scheduleStep({ props }: StepsArgs): EnquiryStep {
  return {
    id: 'schedule',
    label: stepMessages.schedule,
    perChild: true,
    pages: (values) => Math.max(1, values.children.length),
    validate: (values, page, context) => validateChildSchedulePage(values, page, { today: context.today }),
    render: (page) => createElement(ChildSchedulePage, { ...props, childIndex: page, key: page }),
    pageOf: (path, values: EnquiryFormValues) => {
      const match = SCHEDULE_PATH.exec(path);
      if (match) return Number(match[1]);
      return path === 'cwaConsent' ? Math.max(0, values.children.length - 1) : undefined;
    },
  };
}

function reviewStep({ props }: StepsArgs): EnquiryStep {
  return {
    id: 'review',
    label: stepMessages.review,
    pages: () => 1,
    validate: () => [],
    render: () => createElement(ReviewPage, props),
  };
}

export function flowShape(flowType: FlowType, args: StepsArgs): FlowShape {
  switch (flowType) {
    case 'INQUIRE_OFFER_ENROLLMENT':
      return {
        steps: [registerStep(args, true), scheduleStep(args), reviewStep(args)],
        confirmBeforeSubmit: true,
        useConfirmAndContinue: false,
      };
    case 'INQUIRE_PROGRAM_ENROLLMENT_APPROVE':
      return {
        steps: [registerStep(args, false), childrenStep(args), programsStep(args), reviewStep(args)],
        confirmBeforeSubmit: true,
        useConfirmAndContinue: false,
      };
    case 'INQUIRE_PROGRAM_FORM_PAY_APPROVE':
      return {
        steps: [registerStep(args, false), childrenStep(args), programsStep(args)],
        confirmBeforeSubmit: false,
        useConfirmAndContinue: true,
      };
  }
}
