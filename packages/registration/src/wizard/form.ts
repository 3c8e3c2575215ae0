// Form values <-> the API: the wizard's starting values (a signed-in family's details and children) and the
// submitRegistrationSubmission input.
import type { RegistrationSubmissionInput } from '@cc/ui/schema-types';
import type { RegistrationChildValues, RegistrationFormValues } from './form-values';

export interface Me {
  id: string;
  firstName: string;
  lastName: string;
  email?: string | null;
  children: ReadonlyArray<{ id: string; firstName: string; lastName: string; dateOfBirth: string }>;
}

export const newIdempotencyKey = (): string => crypto.randomUUID();
/** A key for a child added in the form; never sent (a new child has no id until the server makes one). */
export const newChildKey = (): string => `new-${crypto.randomUUID()}`;

export function initialValues(email: string, me?: Me): RegistrationFormValues {
  return {
    firstName: me?.firstName ?? '',
    lastName: me?.lastName ?? '',
    email: me?.email ?? email,
    phoneNumber: { number: '', type: 'Mobile' },
    children: (me?.children ?? []).map((child) => ({
      key: child.id,
      externalId: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      dateOfBirth: child.dateOfBirth,
      programIds: [],
    })),
    selectedChildKeys: [],
  };
}

/** The children registering now, in the order they were ticked. */
export function selectedChildren(values: RegistrationFormValues): RegistrationChildValues[] {
  return values.selectedChildKeys.flatMap((key) => values.children.find((child) => child.key === key) ?? []);
}

export function toSubmissionInput(
  values: RegistrationFormValues,
  idempotencyKey: string,
  personId: string | undefined,
  askSubsidy: boolean,
): RegistrationSubmissionInput {
  return {
    idempotencyKey,
    personId: personId ?? null,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.number.trim(),
    phoneNumberType: values.phoneNumber.type ?? 'Mobile',
    familyReceivesSubsidy: askSubsidy ? (values.familyReceivesSubsidy ?? null) : null,
    children: selectedChildren(values).map((child) => ({
      externalId: child.externalId ?? null,
      isNew: child.externalId === undefined,
      firstName: child.firstName,
      lastName: child.lastName,
      dateOfBirth: child.dateOfBirth,
      registrationProgramIds: child.programIds,
    })),
  };
}

/** Where a submission error lands in the form: a child's input index back to its place in the form's list. */
export function formPathFor(values: RegistrationFormValues, inputPath: string): string {
  const match = /^children\.(\d+)(?:\.(.*))?$/.exec(inputPath);
  if (!match) {
    if (inputPath === 'phoneNumber') return 'phoneNumber.number';
    if (inputPath === 'phoneNumberType') return 'phoneNumber.type';
    if (inputPath === 'children') return 'selectedChildKeys';
    return ['idempotencyKey', 'personId', 'registrationId'].includes(inputPath) ? '' : inputPath;
  }
  const key = values.selectedChildKeys[Number(match[1])];
  const index = values.children.findIndex((child) => child.key === key);
  if (index < 0) return 'selectedChildKeys';
  return match[2]?.startsWith('registrationProgramIds') ? `children.${index}.programIds` : 'selectedChildKeys';
}
