import type { FieldError } from '../validation/result';

type PhoneField = string | { number?: string | null } | null | undefined;

export interface SecondaryContactIdentity {
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: PhoneField;
}

export interface PrimaryContactIdentity {
  firstName?: string | null;
  lastName?: string | null;
  /** Document 1 gives a primary contact one primary phone number, document 2 a list; both are compared. */
  phoneNumber?: PhoneField;
  phoneNumbers?: ReadonlyArray<{ number?: string | null } | null | undefined> | null;
}

const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
const phoneOf = (phone: PhoneField) => norm(typeof phone === 'string' ? phone : phone?.number);

const personKeys = (firstName: string, lastName: string, phones: string[]) =>
  // Stryker disable next-line MethodExpression,ConditionalExpression,StringLiteral: a blank phone never matches, as a contact with a blank field has no key
  phones.filter((p) => p !== '').map((phone) => JSON.stringify([firstName, lastName, phone]));

/**
 * A secondary contact whose first name, last name and phone number (trimmed, lower-cased) equal those of another
 * contact or of a primary contact is a duplicate: "This person is already listed as a contact." A contact with
 * any of the three blank is not compared; its blank field has its own `required` error.
 */
export function duplicateContactErrors(
  contacts: ReadonlyArray<SecondaryContactIdentity>,
  primaryContacts: ReadonlyArray<PrimaryContactIdentity>,
  path = 'contacts',
): FieldError[] {
  const primaryKeys = new Set(
    primaryContacts.flatMap((p) =>
      personKeys(norm(p.firstName), norm(p.lastName), [
        phoneOf(p.phoneNumber),
        ...(p.phoneNumbers ?? []).map((n) => norm(n?.number)),
      ]),
    ),
  );
  const keyOf = (c: SecondaryContactIdentity) => {
    const parts = [norm(c.firstName), norm(c.lastName), phoneOf(c.phoneNumber)];
    return parts.includes('') ? undefined : JSON.stringify(parts);
  };
  const keys = contacts.map(keyOf);
  const errors: FieldError[] = [];
  keys.forEach((key, i) => {
    if (key === undefined) return;
    const repeated = keys.some((other, j) => j !== i && other === key);
    if (repeated || primaryKeys.has(key)) errors.push({ path: `${path}.${i}`, key: 'duplicate-contact' });
  });
  return errors;
}
