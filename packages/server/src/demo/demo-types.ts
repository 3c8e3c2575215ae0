import type {
  CareType,
  RelationshipType,
  EnrollmentOption,
  FeatureFlags,
  FeeStructureType,
  FeeType,
  FlowType,
  Region,
  Weekday,
} from '@cc/core';
import type { DemoBusinessKey } from './demo-ids';

export interface DemoCenter {
  id: string;
  name: string;
  timezone: string;
  phoneNumber: string;
  address: { address1: string; address2?: string; city: string; state: string; country: string; postalCode: string };
  /** null leaves the centre's re-enrolment settings unconfigured. */
  reEnrol: { usesParentApplication: boolean; businessUsesReEnrol: boolean; usesEnrolmentForm: boolean } | null;
  settings: { askFamilyAboutSubsidy: boolean; enrollmentOption: EnrollmentOption; feeCents: number; feeType: FeeType };
  careTypes: CareType[];
  /** false: the centre charges no fee to apply, register or wait (Ontario's rule); default true. */
  applicationFeesAllowed?: boolean;
}

export interface DemoProgram {
  slug: string;
  name: string;
  description: string;
  group?: string;
  startDate: string;
  endDate?: string;
  operatingDays: Weekday[];
  minDays?: number;
  maxDays?: number;
  ageMonths: [number | null, number | null];
  isOpen?: boolean;
  careType: CareType;
  enrollmentOptions: EnrollmentOption;
  feeCents: number;
  feeType: FeeType;
  applicationFee?: { cents: number; type: FeeStructureType };
  /** Places per centre id; centres missing here do not run the program. */
  places: Record<string, number>;
}

export interface DemoChild {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  parent: { firstName: string; lastName: string; email: string; phone: string };
}

export interface DemoBusiness {
  key: DemoBusinessKey;
  id: string;
  name: string;
  region: Region;
  flowType: FlowType;
  isUseProgramGroup: boolean;
  isUsePerProgramGroupFees: boolean;
  websiteOrigins: string[];
  /** Feature-flag overrides; flags left out keep their documented defaults. */
  featureFlags?: Partial<FeatureFlags>;
  /** Surcharge on fees paid by card, basis points. */
  cardSurchargeBasisPoints?: number;
  centers: DemoCenter[];
  groups: Array<{ slug: string; name: string; startDate: string; endDate: string }>;
  programs: DemoProgram[];
  /** Each entry is a family: the first is the demo family, the rest are families of their own. */
  children: DemoChild[];
  /** What the first family re-enrols with (demo-reenrolment.ts). */
  reEnrolment: DemoReEnrolment;
}

/**
 * The demo family as a re-enrolment finds it: a second child on the account, and a secondary contact with emergency
 * and pick-up permission for both children (the default minimums 1, 1, 1 are met). Optionally the family of
 * children[1] owes an overdue balance.
 */
export interface DemoReEnrolment {
  sibling: { firstName: string; dateOfBirth: string };
  secondContact: { firstName: string; lastName: string; phone: string; relationship: RelationshipType };
  overdueBalance?: { cents: number; daysOverdue: number };
}

export const WEEKDAYS_MON_FRI: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
export const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
