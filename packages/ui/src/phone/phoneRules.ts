// Phone numbers are checked with libphonenumber's rules, the largest thing a form needs that a first screen does
// not: they load on their own, when a screen with a phone field starts, in parallel with its data. Validators
// take the loaded rules as an argument, so none of them can run before they are there.
import { useEffect, useState } from 'react';
import type { PhoneRules, Region } from '@cc/core';

export type { PhoneRules };

type PhoneModule = { phoneRulesFor(region: Region): PhoneRules };

let loading: Promise<PhoneModule> | undefined;
let loaded: PhoneModule | undefined;

/** Loads the rules once per page; every caller gets the same promise. A failed load is tried again next time. */
function loadPhoneModule(): Promise<PhoneModule> {
  loading ??= import('@cc/core/phone').then(
    (rules) => (loaded = rules),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function loadPhoneRules(region: Region): Promise<PhoneRules> {
  return loadPhoneModule().then((rules) => rules.phoneRulesFor(region));
}

/** Starts loading the rules before a screen with a phone field renders; a failure shows when that screen asks. */
export function preloadPhoneRules(): void {
  loadPhoneModule().catch(() => undefined);
}

export type PhoneRulesState = { rules: PhoneRules; failed?: never } | { rules?: never; failed: boolean };

/** The region's rules once loaded; until then `failed` says whether loading them failed (a network error). */
export function usePhoneRules(region: Region): PhoneRulesState {
  const [state, setState] = useState<PhoneRulesState & { region?: Region }>(() =>
    loaded ? { rules: loaded.phoneRulesFor(region), region } : { failed: false },
  );
  const current = state.rules && state.region === region ? state : undefined;
  useEffect(() => {
    if (current) return;
    let live = true;
    loadPhoneRules(region).then(
      (rules) => live && setState({ rules, region }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [current, region]);
  return current ?? (state.rules ? { failed: false } : state);
}
