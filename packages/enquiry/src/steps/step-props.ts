// What every enquiry step receives from the flow. Steps read and write the form values through react-final-form;
// these props carry only what the flow loaded before the form opened.
import type { FeatureFlags, FlowType, Region } from '@cc/core';
import type { SelectedCenterValues } from '../form-values';

export interface EnquiryStepProps {
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
