// The "About Flexible Scheduling" notice opens by itself only the first time a flexible program is opened on this
// device; afterwards only from its link. Storage can be off (private windows, sandboxed frames): then the notice
// counts as unseen, which at worst shows it again.
export const FLEX_POLICY_SEEN_KEY = 'cc-enquiry:flex-policy-seen';

export function hasSeenFlexPolicy(): boolean {
  try {
    return globalThis.localStorage?.getItem(FLEX_POLICY_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markFlexPolicySeen(): void {
  try {
    globalThis.localStorage?.setItem(FLEX_POLICY_SEEN_KEY, 'true');
  } catch {
    // Nothing to keep it in; the notice may show again next time.
  }
}
