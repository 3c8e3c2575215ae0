// What every enquiry step receives from the flow: the same as the choice pages of @cc/programs, which the
// enquiry renders as its programs and schedule steps.
export type { ProgramStepProps as EnquiryStepProps } from '@cc/programs';
