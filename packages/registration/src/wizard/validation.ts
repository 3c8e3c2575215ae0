// The wizard's step validators, composed from @cc/core's rules; each returns FieldErrors with dotted paths into
// RegistrationFormValues and keys the catalogue translates. submitRegistrationSubmission checks them all again.
import { checkStruct, Email, PersonName, personDisplayName, type FieldError } from '@cc/core';
import type { PhoneRules, StepContext } from '@cc/ui';
import { object } from 'superstruct';
import { selectedChildren } from './form';
import type { RegistrationFormValues } from './form-values';

const Names = object({ firstName: PersonName, lastName: PersonName });

export interface RegistrationProgramChoice {
  id: string;
  availablePlaces: number;
}

export interface RegistrationContext extends StepContext {
  askSubsidy: boolean;
  phone: PhoneRules;
  /** The programs each chosen child may register for, by child key; undefined while they load. */
  programsByChild?: Readonly<Record<string, readonly RegistrationProgramChoice[]>>;
}

/** Names, a valid email, a valid phone with its type, and the subsidy answer when the registration asks. */
export function validateInformation(values: RegistrationFormValues, context: RegistrationContext): FieldError[] {
  const names = checkStruct(Names, { firstName: values.firstName, lastName: values.lastName });
  const errors = names.ok ? [] : [...names.errors];
  const email = checkStruct(Email, values.email.trim());
  if (!email.ok) errors.push(...email.errors.map((e) => ({ ...e, path: 'email' })));
  errors.push(...context.phone.phoneErrors(values.phoneNumber, 'phoneNumber'));
  if (context.askSubsidy && typeof values.familyReceivesSubsidy !== 'boolean')
    errors.push({ path: 'familyReceivesSubsidy', key: 'required' });
  return errors;
}

/** "Must add at least one child"; with children listed, "Please select at least one child ..." (spec section 5). */
export function validateChildren(values: RegistrationFormValues): FieldError[] {
  if (values.children.length === 0) return [{ path: 'selectedChildKeys', key: 'registration-no-child' }];
  if (selectedChildren(values).length === 0)
    return [{ path: 'selectedChildKeys', key: 'registration-no-child-selected' }];
  return [];
}

/** One page per chosen child: at least one program, among those open to the child. */
export function validateChildPrograms(
  values: RegistrationFormValues,
  page: number,
  context: RegistrationContext,
): FieldError[] {
  const child = selectedChildren(values)[page];
  if (!child) return [];
  const path = `children.${values.children.indexOf(child)}.programIds`;
  if (!context.programsByChild) return [{ path, key: 'registration-programs-loading' }];
  const open = new Set((context.programsByChild[child.key] ?? []).map((program) => program.id));
  if (open.size === 0 && Object.values(context.programsByChild).every((list) => list.length === 0))
    return [{ path, key: 'registration-no-programs' }];
  const chosen = child.programIds.filter((id) => open.has(id));
  return chosen.length === 0
    ? [{ path, key: 'registration-pick-program', values: { child: personDisplayName(child) } }]
    : [];
}

/**
 * Whether a child would get a place: the program's places left, less those the children ticked before it take.
 * The server decides for real when the registration is submitted; this only words the badge.
 */
export function hasPlaceFor(
  values: RegistrationFormValues,
  childKey: string,
  program: RegistrationProgramChoice,
): boolean {
  const before = new Set(values.selectedChildKeys.slice(0, values.selectedChildKeys.indexOf(childKey)));
  const taken = values.children.filter(
    (child) => before.has(child.key) && child.programIds.includes(program.id),
  ).length;
  return program.availablePlaces > taken;
}
