// What the centre lists show and which centres can be chosen. Pure, so the rules are tested without a browser.
import type { Region } from '@cc/core';
import type { CentreOptionFragment } from './centreSelection.graphql.generated';

export type CentreOption = CentreOptionFragment;

/** What the flow needs to know about the chosen centre. */
export interface ChosenCentre {
  id: string;
  name: string;
  businessId: string;
}

/** The spec's search debounce (section 9). */
export const CENTRE_SEARCH_DEBOUNCE_MS = 300;

/**
 * A centre whose re-enrolment settings are incomplete is shown but cannot be chosen (spec section 2). The API
 * leaves a setting null until the centre has configured it, so any null means incomplete.
 */
export function isCentreSelectable(centre: Pick<CentreOption, 'reEnrolSettings'>): boolean {
  return Object.entries(centre.reEnrolSettings).every(([field, value]) => field === '__typename' || value !== null);
}

/** Selection may be limited to the allowed centre ids (correspondence state); no list means no limit. */
export function limitToAllowed<T extends { id: string }>(centres: readonly T[], allowedIds?: readonly string[]): T[] {
  if (!allowedIds) return [...centres];
  const allowed = new Set(allowedIds);
  return centres.filter((centre) => allowed.has(centre.id));
}

/** Enabled centres first, each group in the server's order. */
export function splitBySelectable<T extends Pick<CentreOption, 'reEnrolSettings'>>(
  centres: readonly T[],
): { enabled: T[]; disabled: T[] } {
  const enabled: T[] = [];
  const disabled: T[] = [];
  for (const centre of centres) (isCentreSelectable(centre) ? enabled : disabled).push(centre);
  return { enabled, disabled };
}

/** The id of a centre that may be preselected, when it is in the list and selectable. */
export function preselectableId(centres: readonly CentreOption[], id: string | undefined): string | undefined {
  const centre = id === undefined ? undefined : centres.find((c) => c.id === id);
  return centre && isCentreSelectable(centre) ? centre.id : undefined;
}

export function toChosenCentre(centre: CentreOption): ChosenCentre {
  return { id: centre.id, name: centre.name, businessId: centre.businessId };
}

/**
 * One-line address as the region writes it: "Springfield, IL 62704" in North America, "Sydney NSW 2000" in
 * Australia. Missing parts are left out rather than shown as gaps.
 */
export function formatCentreAddress(address: CentreOption['address'], region: Region): string {
  const part = (value: string | null | undefined) => value?.trim() || undefined;
  const statePostcode = [part(address.state), part(address.postalCode)].filter(Boolean).join(' ');
  const locality =
    region === 'AU'
      ? [part(address.city), statePostcode].filter(Boolean).join(' ')
      : [part(address.city), statePostcode].filter(Boolean).join(', ');
  return [part(address.address1), part(address.address2), locality].filter(Boolean).join(', ');
}
