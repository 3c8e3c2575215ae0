// What a family chooses, as the form holds it while they choose: the centre, each child's programs and schedules,
// the program groups and the written-agreement consent. Every flow that lets a family choose (enquiry,
// re-enrolment, registration) extends ProgramChoiceValues with its own fields, so the pages here read and write
// the same paths whichever flow renders them.
import type { CareType, CycleType, ScheduleDay } from '@cc/core';

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
  /** A child already on the family's account (re-enrolment); absent for a child the family adds now. */
  id?: string;
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

/** The part of a flow's form values the choice pages read and write through react-final-form. */
export interface ProgramChoiceValues {
  businessId: string;
  selectedCenter?: SelectedCenterValues;
  children: ChildValues[];
  /** Program group ids chosen on the group sub-step (never submitted). */
  selectedProgramGroup: string[];
  /** Complying written agreement consent on the programs step. */
  cwaConsent: boolean;
}
