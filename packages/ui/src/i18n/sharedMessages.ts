import { defineMessages } from 'react-intl';

/** Words every flow shows. Default messages are the US wording; each region's wording is in src/lang. */
export const sharedMessages = defineMessages({
  back: { id: 'shared.back', defaultMessage: 'Back' },
  next: { id: 'shared.next', defaultMessage: 'Next' },
  submit: { id: 'shared.submit', defaultMessage: 'Submit' },
  loading: { id: 'shared.loading', defaultMessage: 'Loading' },
  poweredBy: { id: 'shared.poweredBy', defaultMessage: 'Powered by' },
  // the product's name, spelt as the region spells enrollment
  productName: { id: 'shared.productName', defaultMessage: 'CC Enrollment' },
  unableToProcess: { id: 'shared.unableToProcess', defaultMessage: 'Unable to process the request' },
  tryAgain: { id: 'shared.tryAgain', defaultMessage: 'Try again' },
  errorDetails: { id: 'shared.errorDetails', defaultMessage: 'Details' },
  somethingWentWrong: {
    id: 'shared.somethingWentWrong',
    defaultMessage: 'Something went wrong. Please contact the centre for assistance.',
  },
  enrolmentFormInfo: {
    id: 'shared.enrolmentFormInfo',
    defaultMessage: 'Your place will not be confirmed until this form is completed and reviewed by the center.',
  },
});

/** Region-dependent terms, for flows to build their own sentences from. */
export const termMessages = defineMessages({
  center: { id: 'term.center', defaultMessage: 'center' },
  schoolOrCenter: { id: 'term.schoolOrCenter', defaultMessage: 'school or center' },
  enroll: { id: 'term.enroll', defaultMessage: 'enroll' },
  enrollment: { id: 'term.enrollment', defaultMessage: 'enrollment' },
  biweekly: { id: 'term.biweekly', defaultMessage: 'biweekly' },
  subsidy: { id: 'term.subsidy', defaultMessage: 'subsidy' },
  customerReference: { id: 'term.customerReference', defaultMessage: 'customer reference number' },
  bankCode: { id: 'term.bankCode', defaultMessage: 'routing number' },
  careAgreement: { id: 'term.careAgreement', defaultMessage: 'care agreement' },
});

type StepValues = { step: number; total: number };
type NoValues = Record<string, never>;

export const wizardMessages = defineMessages<{
  progressLabel: NoValues;
  stepsLabel: NoValues;
  stepCounter: StepValues;
  stepOf: StepValues;
  navigation: NoValues;
  centerLogo: { name: string };
  debugTitle: NoValues;
  debugValues: NoValues;
  debugErrors: NoValues;
  childOf: { page: number; total: number };
}>({
  progressLabel: { id: 'wizard.progressLabel', defaultMessage: 'Form progress' },
  stepsLabel: { id: 'wizard.stepsLabel', defaultMessage: 'Steps' },
  stepCounter: { id: 'wizard.stepCounter', defaultMessage: '{step} / {total}' },
  stepOf: { id: 'wizard.stepOf', defaultMessage: 'Step {step} of {total}' },
  navigation: { id: 'wizard.navigation', defaultMessage: 'Form navigation' },
  centerLogo: { id: 'wizard.centerLogo', defaultMessage: '{name} logo' },
  debugTitle: { id: 'wizard.debugTitle', defaultMessage: 'Debug' },
  debugValues: { id: 'wizard.debugValues', defaultMessage: 'Form data' },
  debugErrors: { id: 'wizard.debugErrors', defaultMessage: 'Errors' },
  // Above each page of a step the family goes through once per child.
  childOf: { id: 'wizard.childOf', defaultMessage: 'Child {page} of {total}' },
});
