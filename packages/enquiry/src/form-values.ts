// The enquiry form's values, as the widget holds them while the family types. They are kept apart from the
// GraphQL input (form.ts maps one to the other) so a change to the API never reshapes the form, and so a draft in
// local storage stays readable across releases.
import type { CareType, CycleType, PhoneType, ScheduleDay } from '@cc/core';

/** One program a child is down for, with everything the cards, the summary and the review need to show it. */
export interface ProgramScheduleValues {
  programId: string;
  programName: string;
  className?: string | null;
  careType: CareType;
  feeId?: string | null;
  /** Places left at the selected centre when the schedule was chosen; 0 means the waiting list. */
  availablePlaces: number;
  cycleType: CycleType;
  /** Empty for a casual schedule. Week is always WEEK1 in the wizard. */
  days: ScheduleDay[];
  /** YYYY-MM-DD */
  startDate: string;
  isEarlyBirdSignUp?: boolean;
  /**
   * The program's limits when the schedule was chosen (the spec's selectedProgramStartDate, selectedProgramEndDate,
   * selectedProgramMinEnrolmentDays, selectedProgramMaxEnrolmentDays), so Next can check a schedule from the form
   * values alone. The server checks again against the program as it is at submit.
   */
  programStartDate?: string;
  programEndDate?: string | null;
  minEnrolmentDays?: number | null;
  maxEnrolmentDays?: number | null;
}

export interface ChildValues {
  /**
   * Stable client key for lists and for schedules while names are still being typed (random, made when the entry
   * is added). The API never sees it; new children are identified to programsForCenter by name and date of birth.
   */
  key: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  programSchedules: ProgramScheduleValues[];
}

export interface SelectedCenterValues {
  id: string;
  name: string;
}

export interface EnquiryFormValues {
  businessId: string;
  selectedCenter?: SelectedCenterValues;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: { number: string; type?: PhoneType };
  /** Asked only when the centre's settings say askFamilyAboutSubsidy. */
  familyReceivesSubsidy?: boolean;
  children: ChildValues[];
  /** Program group ids chosen on the group sub-step (never submitted). */
  selectedProgramGroup: string[];
  /** Complying written agreement consent on the programs step. */
  cwaConsent: boolean;
  /** The staff id when centre staff fill the form for a family. */
  createdBy?: string;
}
