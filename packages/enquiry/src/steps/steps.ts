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
import { programsStep as choiceProgramsStep, scheduleStep as choiceScheduleStep } from '@cc/programs';
import { stepMessages } from '../i18n/messages';
import { validateChildren, validateRegister } from '../validation';
import type { EnquiryStep } from './step-context';
import { ChildrenPage, ReviewPage } from '../laterParts';
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

const programsStep = ({ props }: StepsArgs): EnquiryStep => choiceProgramsStep(props, stepMessages.programs);
const scheduleStep = ({ props }: StepsArgs): EnquiryStep => choiceScheduleStep(props, stepMessages.schedule);

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
