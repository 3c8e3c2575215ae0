// The re-enrolment's steps (spec 1, section 2 "Re-enrolment form"): Center, Children, Contacts, Programs, Review.
// Programs is @cc/programs' program picker (program-approval and form-pay flows) or its per-child schedule pages
// (offer-enrolment flow). No separate submission-review step; the last button reads "confirm and continue".
import { createElement } from 'react';
import type { SecondContactSettings } from '@cc/core';
import { LoadingScreen, type PhoneRules, type StepContext, type WizardStep } from '@cc/ui';
import { programsStep, scheduleStep, type ProgramStepProps } from '@cc/programs';
import type { ReEnrolmentFormValues } from '../form-values';
import { reEnrolmentMessages as m } from '../messages';
import { validateCentreStep, validateChildrenStep, validateContactsStep, validateReviewStep } from '../validation';
import { CentreStep } from './CentreStep';
import { ChildrenStep, ContactsStep, ReviewStep } from './later';

export interface ReEnrolmentContext extends StepContext {
  askSubsidy: boolean;
  balanceOverdue: boolean;
  contactSettings: SecondContactSettings;
  phone: PhoneRules;
}

export type ReEnrolmentStep = WizardStep<ReEnrolmentFormValues, ReEnrolmentContext>;

const onePage = () => 1;
const at = (pattern: RegExp) => (path: string) => (pattern.test(path) ? 0 : undefined);

/** Until a centre is chosen there are no programs to show; the centre step cannot be passed without one. */
const programsPending: ReEnrolmentStep = {
  id: 'programs',
  label: m.stepPrograms,
  pages: onePage,
  validate: () => [],
  render: () => createElement(LoadingScreen),
};

export function reEnrolmentSteps(programProps: ProgramStepProps | undefined): ReEnrolmentStep[] {
  const programs = !programProps
    ? programsPending
    : programProps.enrollmentSettings.flowType === 'INQUIRE_OFFER_ENROLLMENT'
      ? scheduleStep<ReEnrolmentFormValues, ReEnrolmentContext>(programProps, m.stepPrograms)
      : programsStep<ReEnrolmentFormValues, ReEnrolmentContext>(programProps, m.stepPrograms);
  return [
    {
      id: 'centre',
      label: m.stepCentre,
      pages: onePage,
      validate: (values) => validateCentreStep(values),
      render: () => createElement(CentreStep),
      pageOf: at(/^selectedCenter(\.|$)/),
    },
    {
      id: 'children',
      label: m.stepChildren,
      pages: onePage,
      validate: (values, _page, context) => validateChildrenStep(values, context),
      render: () => createElement(ChildrenStep),
      pageOf: at(
        /^(children|familyReceivesSubsidy|accountId)$|^children\.\d+(\.(id|firstName|lastName|dateOfBirth))?$/,
      ),
    },
    {
      id: 'contacts',
      label: m.stepContacts,
      pages: onePage,
      validate: (values, _page, context) =>
        validateContactsStep(values, { settings: context.contactSettings, phone: context.phone }),
      render: () => createElement(ContactsStep),
      pageOf: at(/^(primaryContacts|contacts|childContacts|hasContact)(\.|$)/),
    },
    programs,
    {
      id: 'review',
      label: m.stepReview,
      pages: onePage,
      validate: (values) => validateReviewStep(values),
      render: () => createElement(ReviewStep),
      pageOf: at(/^(tcAgreed|reenrollmentBatchId)$/),
    },
  ];
}
