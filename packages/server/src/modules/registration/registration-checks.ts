import { GraphQLError } from 'graphql';
import { array, object, size, string, type Struct } from 'superstruct';
import {
  addChildDuplicateError,
  ageInMonths,
  checkStruct,
  dateOfBirthError,
  Email,
  hasUnsafeCharacters,
  IdempotencyKey,
  isAgeInRange,
  isPhoneType,
  isUuid,
  PersonName,
  phoneCountryOf,
  phoneNumberString,
  toE164,
  WireDate,
  type FieldError,
  type PhoneType,
  type Region,
} from '@cc/core';
import type {
  CreateRegistrationInput,
  CreateRegistrationProgramInput,
  RegistrationSubmissionInput,
} from '../../generated/resolvers.generated';
import { badInput } from '../../graphql/errors';
import { requireDate, requireStruct } from '../../graphql/struct-input';
import type { NewRegistrationProgram, RegistrationProgramRow } from './registration.repository';

/** More children than any family registers at once: a request with more is refused before anything is read. */
export const MAX_CHILDREN = 10;

/** Whether a child born on `dateOfBirth` fits the program's ages (whole months, on the program's start date). */
export function fitsProgram(
  dateOfBirth: string,
  program: Pick<RegistrationProgramRow, 'start_date' | 'min_age_months' | 'max_age_months'>,
): boolean {
  return isAgeInRange(ageInMonths(dateOfBirth, program.start_date), program.min_age_months, program.max_age_months);
}

const ChildDob = object({
  childId: size(string(), 1, 100),
  firstName: PersonName,
  lastName: PersonName,
  dateOfBirth: WireDate,
});

/**
 * programsForRegistration's children: at most ten, names not blank and free of control characters, real dates of
 * birth not after the centre's today. A bad value is a caller mistake (the widget checks the same): BAD_USER_INPUT
 * with the keys in extensions.errors.
 */
export function requireChildDobs<T extends { childId: string; dateOfBirth: string }>(
  children: readonly T[],
  centreToday: string,
): T[] {
  requireStruct('childWithDobs', size(array(), 0, MAX_CHILDREN), children, `may hold at most ${MAX_CHILDREN} children`);
  requireStruct('childWithDobs', array(ChildDob), children);
  const ids = children.map((c) => c.childId);
  if (ids.some((id) => hasUnsafeCharacters(id)) || new Set(ids).size !== ids.length) {
    throw new GraphQLError('childWithDobs must name each child once (childId).', {
      extensions: { code: 'BAD_USER_INPUT', argument: 'childWithDobs' },
    });
  }
  const errors = children
    .map((c, i) => dateOfBirthError(c.dateOfBirth, centreToday, `${i}.dateOfBirth`))
    .filter((e): e is FieldError => e !== undefined);
  if (errors.length > 0) {
    const summary = errors.map((e) => `childWithDobs.${e.path}: ${e.key}`).join('; ');
    throw new GraphQLError(`Invalid childWithDobs (${summary}).`, {
      extensions: { code: 'BAD_USER_INPUT', argument: 'childWithDobs', errors },
    });
  }
  return [...children];
}

export interface CheckedChild {
  /** An existing child of the signed-in parent's account; null for a new child. */
  externalId: string | null;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  /** Distinct, lower case, in the order given. */
  programIds: string[];
}

export interface CheckedRegistrationInput {
  idempotencyKey: string;
  personId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164. */
  phoneNumber: string;
  phoneType: PhoneType;
  familyReceivesSubsidy: boolean | null;
  children: CheckedChild[];
}

export interface SubmissionContext {
  region: Region;
  askFamilyAboutSubsidy: boolean;
  programs: readonly RegistrationProgramRow[];
  centreToday: string;
  /** The signed-in parent's children (by id, any case) with their stored names and dates of birth; empty otherwise. */
  knownChildren: ReadonlyMap<string, { firstName: string; lastName: string; dateOfBirth: string }>;
}

function structErrors<T, S>(path: string, struct: Struct<T, S>, value: unknown): FieldError[] {
  const result = checkStruct(struct, value);
  return result.ok ? [] : result.errors.map((e) => ({ ...e, path: e.path ? `${path}.${e.path}` : path }));
}

function childErrors(
  child: RegistrationSubmissionInput['children'][number],
  i: number,
  at: SubmissionContext,
): { errors: FieldError[]; checked: CheckedChild } {
  const path = `children.${i}`;
  const errors: FieldError[] = [];
  const externalId = child.externalId ? String(child.externalId).toLowerCase() : null;
  const known = externalId && isUuid(externalId) ? at.knownChildren.get(externalId) : undefined;
  // A child named by id must be one of the signed-in parent's; its stored name and date of birth are what count.
  if ((externalId && !known) || (!externalId && child.isNew === false)) {
    errors.push({ path: `${path}.externalId`, key: 'child-not-found' });
  }
  errors.push(...structErrors(`${path}.firstName`, PersonName, child.firstName));
  errors.push(...structErrors(`${path}.lastName`, PersonName, child.lastName));
  const dobError = dateOfBirthError(child.dateOfBirth, at.centreToday, `${path}.dateOfBirth`);
  if (dobError) errors.push(dobError);
  const dateOfBirth = known?.dateOfBirth ?? child.dateOfBirth.trim();
  const programIds = [...new Set(child.registrationProgramIds.map((id) => String(id).toLowerCase()))];
  if (programIds.length === 0) errors.push({ path: `${path}.registrationProgramIds`, key: 'at-least-one-program' });
  const byId = new Map(at.programs.map((p) => [p.id, p]));
  // An unreadable date of birth is reported once, on the date: programs are then judged only by being the registration's.
  const fits = (id: string) => {
    const program = byId.get(id);
    return program !== undefined && (dobError !== undefined || fitsProgram(dateOfBirth, program));
  };
  if (programIds.some((id) => !fits(id))) {
    errors.push({ path: `${path}.registrationProgramIds`, key: 'program-not-available' });
  }
  const checked = {
    externalId: known ? externalId : null,
    firstName: (known?.firstName ?? child.firstName).trim(),
    lastName: (known?.lastName ?? child.lastName).trim(),
    dateOfBirth,
    programIds,
  };
  return { errors, checked };
}

/**
 * submitRegistrationSubmission's input, checked again as the widget checks it (document 1, section 7): the parent's
 * names, email, phone (for the business's region) and its type, the subsidy answer when the registration asks, at
 * least one child, each child's names and date of birth (not after the centre's today), no child twice, each child
 * at least one of the registration's programs that fits its age. Expected failures as field errors (keys the widget
 * translates); the value normalised (trimmed, phone in E.164, ids lower case) when there are none.
 */
export function checkRegistrationInput(
  input: RegistrationSubmissionInput,
  at: SubmissionContext,
): { ok: true; value: CheckedRegistrationInput } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  errors.push(...structErrors('idempotencyKey', IdempotencyKey, input.idempotencyKey));
  errors.push(...structErrors('firstName', PersonName, input.firstName));
  errors.push(...structErrors('lastName', PersonName, input.lastName));
  errors.push(...structErrors('email', Email, input.email));
  const country = phoneCountryOf(at.region);
  errors.push(...structErrors('phoneNumber', phoneNumberString(country), input.phoneNumber));
  const phoneType = input.phoneNumberType ?? 'Mobile';
  if (!isPhoneType(phoneType)) errors.push({ path: 'phoneNumberType', key: 'phone-type-required' });
  if (at.askFamilyAboutSubsidy && input.familyReceivesSubsidy == null) {
    errors.push({ path: 'familyReceivesSubsidy', key: 'required' });
  }
  if (input.children.length === 0) errors.push({ path: 'children', key: 'at-least-one-child' });
  if (input.children.length > MAX_CHILDREN)
    return { ok: false, errors: [...errors, { path: 'children', key: 'invalid' }] };

  const children: CheckedChild[] = [];
  input.children.forEach((child, i) => {
    const { errors: found, checked } = childErrors(child, i, at);
    errors.push(...found);
    const duplicate = addChildDuplicateError(checked, children);
    if (duplicate) errors.push({ ...duplicate, path: `children.${i}` });
    children.push(checked);
  });
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      idempotencyKey: input.idempotencyKey.trim(),
      personId: input.personId ? String(input.personId).toLowerCase() : null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: input.email.trim(),
      // The struct accepted the number for the business's country, so it has an E.164 form.
      phoneNumber: toE164(input.phoneNumber, country)!,
      phoneType,
      familyReceivesSubsidy: input.familyReceivesSubsidy ?? null,
      children,
    },
  };
}

const MAX_PROGRAMS = 50;
const MAX_TEXT = { name: 200, description: 4000 } as const;

function requireText(argument: string, value: string, max: number, multiLine = false): string {
  const text = value.trim();
  if (text === '' && !multiLine) throw badInput(argument, `${argument} must not be blank.`);
  if (text.length > max) throw badInput(argument, `${argument} may be at most ${max} characters.`);
  if (hasUnsafeCharacters(value, multiLine))
    throw badInput(argument, `${argument} holds characters text may not hold.`);
  return text;
}

function requireCents(argument: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw badInput(argument, `${argument} must be whole cents, 0 or more.`);
  return value;
}

function checkNewProgram(p: CreateRegistrationProgramInput, at: string, order: number): NewRegistrationProgram {
  if (!Number.isInteger(p.places) || p.places < 0) throw badInput(`${at}.places`, `${at}.places must be 0 or more.`);
  if (p.minAgeMonths < 0 || p.maxAgeMonths < p.minAgeMonths) {
    throw badInput(`${at}.minAgeMonths`, `${at}: ages must be 0 <= minAgeMonths <= maxAgeMonths (months).`);
  }
  const startDate = requireDate(`${at}.startDate`, p.startDate);
  const endDate = requireDate(`${at}.endDate`, p.endDate);
  if (startDate > endDate) throw badInput(`${at}.endDate`, `${at}.endDate must be on or after its startDate.`);
  const earlyBirdUntil = p.earlyBirdUntil ? requireDate(`${at}.earlyBirdUntil`, p.earlyBirdUntil) : null;
  const earlyBirdFee =
    p.earlyBirdFeeAmount == null ? null : requireCents(`${at}.earlyBirdFeeAmount`, p.earlyBirdFeeAmount);
  if ((earlyBirdUntil === null) !== (earlyBirdFee === null)) {
    throw badInput(`${at}.earlyBirdUntil`, `${at}: earlyBirdUntil and earlyBirdFeeAmount go together.`);
  }
  const tiers = p.tieredFeeAmounts?.length ? p.tieredFeeAmounts : null;
  if (tiers && tiers.length > MAX_CHILDREN) {
    throw badInput(`${at}.tieredFeeAmounts`, `${at}.tieredFeeAmounts may hold at most ${MAX_CHILDREN} tiers.`);
  }
  return {
    name: requireText(`${at}.name`, p.name, MAX_TEXT.name),
    description: requireText(`${at}.description`, p.description, MAX_TEXT.description, true),
    places: p.places,
    min_age_months: p.minAgeMonths,
    max_age_months: p.maxAgeMonths,
    start_date: startDate,
    end_date: endDate,
    early_bird_until: earlyBirdUntil,
    fee_cents: requireCents(`${at}.feeAmount`, p.feeAmount),
    early_bird_fee_cents: earlyBirdFee,
    tiered_fee_cents: tiers && tiers.map((cents, i) => requireCents(`${at}.tieredFeeAmounts.${i}`, cents)),
    sort_order: order,
  };
}

/**
 * createRegistration's input (staff's own tool, so a bad value is a clear BAD_USER_INPUT): a name, one to fifty
 * programs, each with a name, places 0 or more, ages 0 <= min <= max months, start on or before end, fees in whole
 * cents 0 or more (the early-bird day and fee together). The centre is checked against the business by the caller.
 */
export function checkNewRegistration(input: CreateRegistrationInput) {
  const name = requireText('input.name', input.name, MAX_TEXT.name);
  const description = requireText('input.description', input.description, MAX_TEXT.description, true);
  if (input.programs.length === 0) throw badInput('input.programs', 'input.programs must hold at least one program.');
  if (input.programs.length > MAX_PROGRAMS) {
    throw badInput('input.programs', `input.programs may hold at most ${MAX_PROGRAMS} programs.`);
  }
  const programs = input.programs.map((p, i) => checkNewProgram(p, `input.programs.${i}`, i + 1));
  return { name, description, programs };
}
