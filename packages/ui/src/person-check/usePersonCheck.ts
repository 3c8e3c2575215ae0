// The person-exists check: once the parent's name, email and phone are complete it asks the server whether the
// business already knows them (at most once per 2000 ms, spec section 9), and again right before submit. A match
// (Exact, Exactwithlogin, Multiple, or the phone) blocks the submit button with core's message for the audience;
// a failed check blocks it with "person-check-failed" until a check succeeds.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isValidEmail, personMatchError, type FieldError, type PersonMatchAudience } from '@cc/core';
import { useApolloClient } from '@apollo/client/react';
import { PersonExistsDocument } from './personExists.graphql.generated';
import { createThrottle, type Clock, realClock } from './throttle';
import type { PhoneRules } from '../phone/phoneRules';

export const PERSON_CHECK_INTERVAL_MS = 2000;

export type PersonCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'clear' }
  | { status: 'blocked'; error: FieldError }
  | { status: 'failed'; error: FieldError };

/** The parent's fields as a flow's form holds them (the enquiry's register step, registration's guardian). */
export interface PersonFields {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: { number: string };
}

export interface PersonDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The details to check, or undefined while any of them is missing or not valid yet. */
export function personDetails(values: PersonFields, phone: PhoneRules) {
  const details: PersonDetails = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phoneNumber.number.trim(),
  };
  const complete =
    details.firstName !== '' &&
    details.lastName !== '' &&
    isValidEmail(details.email) &&
    phone.isValidPhone(details.phone);
  return complete ? details : undefined;
}

export interface PersonCheck {
  state: PersonCheckState;
  /** Runs the check for these values now (after the throttle interval); used right before submit. */
  checkNow(values: PersonFields): Promise<PersonCheckState>;
}

const IDLE: PersonCheckState = { status: 'idle' };
const FAILED: PersonCheckState = { status: 'failed', error: { path: '', key: 'person-check-failed' } };

export function usePersonCheck(args: {
  businessId: string;
  audience: PersonMatchAudience;
  values: PersonFields;
  /** The loaded phone rules: a phone number is checked with them before the person is. */
  phone: PhoneRules;
  clock?: Clock;
}): PersonCheck {
  const { businessId, audience, phone } = args;
  const client = useApolloClient();
  const [state, setState] = useState<PersonCheckState>(IDLE);
  const clock = args.clock ?? realClock;
  const throttle = useMemo(() => createThrottle(PERSON_CHECK_INTERVAL_MS, clock), [clock]);
  const details = personDetails(args.values, phone);
  const signature = details ? JSON.stringify([businessId, details]) : undefined;
  const current = useRef(signature);
  current.current = signature;

  const ask = useCallback(
    async (checked: PersonDetails): Promise<PersonCheckState> => {
      try {
        const { data } = await client.query({
          query: PersonExistsDocument,
          variables: { businessId, ...checked },
          fetchPolicy: 'network-only',
        });
        if (!data) return FAILED;
        const error = personMatchError(data.personExists, audience);
        return error ? { status: 'blocked', error } : { status: 'clear' };
      } catch {
        return FAILED;
      }
    },
    [client, businessId, audience],
  );

  useEffect(() => {
    if (!details || !signature) {
      throttle.cancel();
      setState(IDLE);
      return;
    }
    const checked = details;
    throttle.request(() => {
      setState({ status: 'checking' });
      void ask(checked).then((result) => {
        // An answer for details the family has since changed is not about them any more.
        if (current.current === signature) setState(result);
      });
    });
    // details is derived from signature; the signature alone says when they changed.
  }, [signature, throttle, ask]);

  useEffect(() => () => throttle.cancel(), [throttle]);

  const checkNow = useCallback(
    async (values: PersonFields): Promise<PersonCheckState> => {
      const now = personDetails(values, phone);
      if (!now) return IDLE;
      setState({ status: 'checking' });
      await throttle.acquire();
      const result = await ask(now);
      setState(result);
      return result;
    },
    [throttle, ask, phone],
  );

  return { state, checkNow };
}
