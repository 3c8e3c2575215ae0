// Phone numbers are checked with libphonenumber's rules, the largest thing a form needs that a first screen does
// not: they load on their own, when a screen with a phone field starts, in parallel with its data. Validators
// take the loaded rules as an argument, so none of them can run before they are there.
import { useEffect, useState } from 'react';
import type { FieldError, PhoneValue } from '@cc/core';

export interface PhoneRules {
  /** Whether a number is valid for the default country (or for its +country code). */
  isValidPhone(number: string | null | undefined): boolean;
  /** Errors for a {number, type} field at `path`. */
  phoneErrors(phone: PhoneValue | null | undefined, path?: string): FieldError[];
}

let loading: Promise<PhoneRules> | undefined;
let loaded: PhoneRules | undefined;

/** Loads the rules once per page; every caller gets the same promise. A failed load is tried again next time. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('@cc/core/phone').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type PhoneRulesState = { rules: PhoneRules; failed?: never } | { rules?: never; failed: boolean };

/** The rules once loaded; until then `failed` says whether loading them failed (a network error). */
export function usePhoneRules(): PhoneRulesState {
  const [state, setState] = useState<PhoneRulesState>(() => (loaded ? { rules: loaded } : { failed: false }));
  useEffect(() => {
    if (state.rules) return;
    let live = true;
    loadPhoneRules().then(
      (rules) => live && setState({ rules }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [state.rules]);
  return state;
}
