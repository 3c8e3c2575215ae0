// The enquiry form values <-> the submitApplication input. The form keeps what the screens need (names of
// programs, a client key per child, the chosen program groups); the input carries only what the spec submits:
// the phone split into number and type, no selectedProgramGroup, children without id, and each schedule reduced
// to programId, careType, days, startDate and cycleType.
import type { ChildValues, EnquiryFormValues, SelectedCenterValues } from './form-values';
import type { SubmitApplicationInput } from '@cc/ui/schema-types';
import { toProgramScheduleInput } from '@cc/programs/input';

/** A random key for lists and drafts; crypto.randomUUID where the page is secure, random digits otherwise. */
export function randomKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** An idempotency key for one enquiry: kept in the draft, so a retry or a double click returns the first result. */
export const newIdempotencyKey = randomKey;

export function emptyChild(key: string = randomKey()): ChildValues {
  return { key, firstName: '', lastName: '', dateOfBirth: '', programSchedules: [] };
}

export interface InitialValuesArgs {
  businessId: string;
  selectedCenter?: SelectedCenterValues;
  /** The staff id when centre staff fill the form. */
  createdBy?: string;
}

/** A fresh form: the children list starts with one empty entry (a repeatable list with the default minimum 0). */
export function initialValues({ businessId, selectedCenter, createdBy }: InitialValuesArgs): EnquiryFormValues {
  return {
    businessId,
    ...(selectedCenter ? { selectedCenter } : {}),
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: { number: '', type: 'Mobile' },
    children: [emptyChild()],
    selectedProgramGroup: [],
    cwaConsent: false,
    ...(createdBy ? { createdBy } : {}),
  };
}

/**
 * Values restored from a draft for another centre keep the family's details but drop what belonged to the old
 * centre: schedules, program groups and the consent given for them.
 */
export function withCenter(values: EnquiryFormValues, center: SelectedCenterValues): EnquiryFormValues {
  if (values.selectedCenter?.id === center.id) return { ...values, selectedCenter: center };
  return {
    ...values,
    selectedCenter: center,
    children: values.children.map((child) => ({ ...child, programSchedules: [] })),
    selectedProgramGroup: [],
    cwaConsent: false,
  };
}

export interface SubmitContext {
  idempotencyKey: string;
  linkCode?: string;
  staffId?: string;
}

export function toSubmitApplicationInput(values: EnquiryFormValues, context: SubmitContext): SubmitApplicationInput {
  if (!values.selectedCenter) throw new Error('An enquiry is submitted for a selected centre.');
  if (!values.phoneNumber.type) throw new Error('The phone type is validated before submit.');
  const createdBy = context.staffId ?? values.createdBy;
  return {
    idempotencyKey: context.idempotencyKey,
    businessId: values.businessId,
    selectedCenter: { id: values.selectedCenter.id },
    ...(context.linkCode ? { linkCode: context.linkCode } : {}),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: { number: values.phoneNumber.number.trim(), type: values.phoneNumber.type },
    ...(values.familyReceivesSubsidy !== undefined ? { familyReceivesSubsidy: values.familyReceivesSubsidy } : {}),
    cwaConsent: values.cwaConsent,
    ...(createdBy ? { createdBy } : {}),
    children: values.children.map((child) => ({
      firstName: child.firstName.trim(),
      lastName: child.lastName.trim(),
      dateOfBirth: child.dateOfBirth,
      programSchedules: child.programSchedules.map(toProgramScheduleInput),
    })),
  };
}

/**
 * Where a server error's input path lands in the form. The input keeps the form's shape (children and schedules
 * in the same order), so most paths are the same; the ones with no field of their own become form-level ('').
 */
export function formPathForInputPath(path: string): string {
  const NO_FIELD = ['idempotencyKey', 'businessId', 'selectedCenter', 'linkCode', 'createdBy'];
  const head = path.split('.')[0] ?? '';
  return NO_FIELD.includes(head) ? '' : path;
}
