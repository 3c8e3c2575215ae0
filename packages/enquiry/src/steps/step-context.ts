import type { StepContext, WizardStep } from '@cc/ui';
import type { EnquiryFormValues } from '../form-values';

/** What the enquiry's page validators read besides the values. */
export interface EnquiryStepContext extends StepContext {
  /** Children the business already knows (isKnownChild), by ChildValues.key: their page does not pass. */
  knownChildKeys?: ReadonlySet<string>;
}

export type EnquiryStep = WizardStep<EnquiryFormValues, EnquiryStepContext>;
