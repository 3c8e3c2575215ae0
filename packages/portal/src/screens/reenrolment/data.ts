// What every re-enrolment step reads besides the form values: the family's account, the business's settings and
// rules, and (once a centre is chosen) the choice pages' props. The wizard provides it; steps read it here.
import { createContext, useContext } from 'react';
import type { FeatureFlags, Region, SecondContactSettings } from '@cc/core';
import type { PhoneRules } from '@cc/ui';
import type { EarlyCentres, ProgramStepProps } from '@cc/programs';
import type { FamilyAccount } from './form';

/** The fees due now, as the review step asked for them: what the wizard's last button reads and waits for. */
export interface FeesDueState {
  loading: boolean;
  due: boolean;
}

export interface ReEnrolmentData {
  businessId: string;
  account: FamilyAccount;
  region: Region;
  flags: FeatureFlags;
  contactSettings: SecondContactSettings;
  phone: PhoneRules;
  /** The centre's request limits the centres to these (none: every centre of the business). */
  allowedCenterIds?: readonly string[];
  /** The business's centres, asked for beside the family (the first step shows them). */
  earlyCentres?: EarlyCentres;
  /** Today at the chosen centre (before one is chosen: here), YYYY-MM-DD. */
  today: string;
  /** The chosen centre's own settings, once loaded. */
  centre?: { id: string; name: string; askSubsidy: boolean; usesEnrolmentForm: boolean };
  /** The choice pages' props, once a centre is chosen. */
  programProps?: ProgramStepProps;
  /** The lead re-enrolment restrictions flag is on and the account owes past its due date. */
  balanceOverdue: boolean;
  /** A centre was chosen on the first step (the wizard loads its settings). */
  onCentreChosen(centre: { id: string; name: string }): void;
  /** The review step reports the fees due now (undefined when it leaves the screen). */
  onFeesDue(state: FeesDueState | undefined): void;
}

export const ReEnrolmentDataContext = createContext<ReEnrolmentData | null>(null);

export function useReEnrolmentData(): ReEnrolmentData {
  const data = useContext(ReEnrolmentDataContext);
  if (!data) throw new Error('A re-enrolment step is rendered inside the re-enrolment wizard.');
  return data;
}
