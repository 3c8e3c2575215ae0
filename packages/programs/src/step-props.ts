// What every choice page receives from the flow that renders it. Pages read and write the form values through
// react-final-form; these props carry only what the flow loaded before the form opened.
import type { FeatureFlags, FlowType, Region } from '@cc/core';
import type { SelectedCenterValues } from './values';

export interface ProgramStepProps {
  businessId: string;
  /** The selected centre. */
  center: SelectedCenterValues;
  region: Region;
  /** From the featureFlags query, resolved over the defaults. */
  flags: FeatureFlags;
  enrollmentSettings: {
    flowType: FlowType;
    isUseProgramGroup: boolean;
    isUsePerProgramGroupFees: boolean;
    currency: string;
  };
  /** YYYY-MM-DD at the centre. */
  today: string;
  /** 'centre' when a staff id is present (centre-initiated enquiry). */
  audience: 'guardian' | 'centre';
}
