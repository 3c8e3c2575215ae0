/**
 * The server's one source of "now": offer expiry, code and session lifetimes, "is this start date in the past" and
 * the demo seed all ask it, so a test can move time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * For tests only: starts at `start` and runs at real speed from there (timeouts still behave), and can be moved
 * forward or set, so a test crosses midnight or an expiry without sleeping and without depending on today's date.
 */
export class TestClock implements Clock {
  private offsetMs: number;

  constructor(start: Date | string) {
    this.offsetMs = new Date(start).getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(to: Date | string): void {
    this.offsetMs = new Date(to).getTime() - Date.now();
  }
}

/** The instant every test day starts from: a Monday, so week-based rules read the same in every suite. */
export const TEST_NOW = '2026-11-23T15:00:00.000Z';
