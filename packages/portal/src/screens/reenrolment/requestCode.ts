// A centre's re-enrolment link (/parent-portal/login/{linkCode}) hands its request to the wizard through this tab's
// session storage, as the spec's navigation state: never in a URL, gone with the tab. (The portal's own reader: in
// @cc/ui it would ride in the runtime every flow loads.)

const KEY = 'cc.portal.reEnrolmentRequest';

/** This tab's session storage; undefined where the page may not use it. Every call below also catches. */
const session = (): Storage | undefined => globalThis.sessionStorage ?? undefined;

export function keepRequestCode(linkCode: string): void {
  try {
    session()?.setItem(KEY, linkCode);
  } catch {
    // Storage refused (private mode): the family re-enrols without the request's limits.
  }
}

/** The request the family came with, if any; it stays until the tab closes, so a reload keeps it. */
export function readRequestCode(): string | undefined {
  try {
    return session()?.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Once the request is answered, the tab forgets it: a later re-enrolment in this tab is the family's own. */
export function forgetRequestCode(): void {
  try {
    session()?.removeItem(KEY);
  } catch {
    // nothing else to do
  }
}
