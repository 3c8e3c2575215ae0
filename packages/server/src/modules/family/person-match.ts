import type { PersonMatchResult } from '@cc/core';
import type { PersonRepository } from './person.repository';

/**
 * The spec's person-exists check, answered the same way to the widget (personExists) and to the server's own check
 * before an enquiry is written: names and email (trimmed, any case) of someone on the business's accounts (with both
 * names empty, the email alone), and whether the phone number is known. EXACTWITHLOGIN: the person has signed in with
 * a code before (person.login_enabled_at is set at the first sign-in). The same statement finds the oldest account of
 * anyone with the email (holderAccountId), which an enquiry names as a possible match.
 */
export async function personMatchOf(
  persons: PersonRepository,
  businessId: string,
  who: { firstName: string; lastName: string; email: string },
  phoneE164: string | undefined,
): Promise<{ result: PersonMatchResult; phoneMatch: boolean; holderAccountId: string | null }> {
  // The registration's email page knows only the email (both names empty): the person is looked for by it alone.
  const byEmailOnly = who.firstName === '' && who.lastName === '';
  const { matches, phoneKnown, holderAccountId } = await persons.match(businessId, who, { byEmailOnly, phoneE164 });
  let result: PersonMatchResult = 'NONE';
  if (matches.length > 1) result = 'MULTIPLE';
  else if (matches.length === 1) result = matches[0]!.canSignIn ? 'EXACTWITHLOGIN' : 'EXACT';
  return { result, phoneMatch: phoneKnown, holderAccountId };
}
