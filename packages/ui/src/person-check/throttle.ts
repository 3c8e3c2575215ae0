// At most one call per interval, the latest request winning: the person-exists check runs while the family types
// (spec: throttled to one call per 2 seconds), so intermediate values are skipped and the last one always runs.

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Throttle {
  /** Runs fn now if the interval has passed since the last call, else once it has (replacing a waiting fn). */
  request(fn: () => void): void;
  /** Resolves when a call is allowed, and counts the caller's call (for a call that must happen, e.g. on submit). */
  acquire(): Promise<void>;
  cancel(): void;
}

export function createThrottle(intervalMs: number, clock: Clock = realClock): Throttle {
  let last = Number.NEGATIVE_INFINITY;
  let timer: unknown;
  let waiting: (() => void) | undefined;

  const fire = () => {
    timer = undefined;
    const fn = waiting;
    waiting = undefined;
    if (fn) {
      last = clock.now();
      fn();
    }
  };

  return {
    request(fn) {
      waiting = fn;
      if (timer !== undefined) return;
      const wait = last + intervalMs - clock.now();
      if (wait <= 0) fire();
      else timer = clock.setTimeout(fire, wait);
    },
    acquire() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
      const wait = Math.max(0, last + intervalMs - clock.now());
      last = clock.now() + wait;
      return new Promise((resolve) => {
        if (wait === 0) resolve();
        else clock.setTimeout(resolve, wait);
      });
    },
    cancel() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
      waiting = undefined;
    },
  };
}
