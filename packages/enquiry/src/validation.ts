// Validators of the register and children pages, composed from @cc/core rules. Each returns FieldErrors with
// dotted paths into EnquiryFormValues; the wizard turns them into final-form errors. The server checks the same
// rules (core's inquiry struct), so both sides answer with the same keys.
import { addChildDuplicateError, checkStruct, dateOfBirthError, Email, PersonName, type FieldError } from '@cc/core';
import type { PhoneRules } from '@cc/ui';
import { object } from 'superstruct';
import type { ChildValues, EnquiryFormValues } from './form-values';
import { childrenMessages } from './i18n/messages';

const ParentNames = object({ firstName: PersonName, lastName: PersonName });
const ChildNames = object({ firstName: PersonName, lastName: PersonName });

function structErrors(result: ReturnType<typeof checkStruct>, prefix: string): FieldError[] {
  if (result.ok) return [];
  return result.errors.map((error) => ({ ...error, path: [prefix, error.path].filter(Boolean).join('.') }));
}

export interface RegisterContext {
  /** The centre's enrollmentCenterSettings.askFamilyAboutSubsidy. */
  askSubsidy: boolean;
  /** The loaded phone rules (they load apart from the first screen). */
  phone: PhoneRules;
}

/** Parent: first and last name, a valid email, a valid phone with its type, and the subsidy answer when asked. */
export function validateRegister(values: EnquiryFormValues, context: RegisterContext): FieldError[] {
  const errors = structErrors(checkStruct(ParentNames, { firstName: values.firstName, lastName: values.lastName }), '');
  errors.push(...structErrors(checkStruct(Email, values.email.trim()), 'email'));
  errors.push(...context.phone.phoneErrors(values.phoneNumber, 'phoneNumber'));
  if (context.askSubsidy && typeof values.familyReceivesSubsidy !== 'boolean') {
    errors.push({ path: 'familyReceivesSubsidy', key: 'required' });
  }
  return errors;
}

export interface ChildrenContext {
  /** Today at the centre (YYYY-MM-DD): no date of birth after it. */
  today: string;
  /** Keys of the children isKnownChild found already registered with the business. */
  knownChildKeys?: ReadonlySet<string>;
}

/** The path a known child's message is shown at (under its entry, with the Go Back action). */
export const knownChildPath = (index: number) => `children.${index}.known`;

/** Whether an entry has everything the known-child check and the programs query need. */
export function isChildComplete(child: ChildValues, today: string): boolean {
  return (
    checkStruct(ChildNames, { firstName: child.firstName, lastName: child.lastName }).ok &&
    dateOfBirthError(child.dateOfBirth, today) === undefined
  );
}

/**
 * At least one child ("Required - add at least one item"); each with both names and a date of birth that is a
 * real date not after today; no child listed twice; none already registered with the business.
 */
export function validateChildren(values: EnquiryFormValues, context: ChildrenContext): FieldError[] {
  if (values.children.length === 0) return [{ path: 'children', key: 'required-list' }];
  const errors: FieldError[] = [];
  values.children.forEach((child, index) => {
    const prefix = `children.${index}`;
    errors.push(
      ...structErrors(checkStruct(ChildNames, { firstName: child.firstName, lastName: child.lastName }), prefix),
    );
    const dob = dateOfBirthError(child.dateOfBirth, context.today, `${prefix}.dateOfBirth`);
    if (dob) errors.push(dob);
    const duplicate = addChildDuplicateError(child, values.children.slice(0, index));
    if (duplicate && isChildComplete(child, context.today)) {
      errors.push({ ...duplicate, path: `${prefix}.firstName` });
    }
    if (context.knownChildKeys?.has(child.key)) {
      const name = `${child.firstName.trim()} ${child.lastName.trim()}`.trim();
      errors.push({ path: knownChildPath(index), key: childrenMessages.knownChild.id, values: { name } });
    }
  });
  return errors;
}
