/** Local storage when the page may use it (it throws in some private modes and sandboxed frames). */
export function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function removeQuietly(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing else to do
  }
}

/** This tab's session storage, when the page may use it (what a flow hands to its next screen, never in a URL). */
export function browserSessionStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}
