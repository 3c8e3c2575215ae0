import { act } from 'react';

/**
 * Waits for a condition in short act() scopes: React flushes the work a scope queued when it ends, so renders caused
 * by answers arriving (and focus a component moves) happen between checks, never outside act.
 */
export async function settle(condition: () => unknown, message = 'condition never held', timeout = 5000) {
  const until = Date.now() + timeout;
  for (;;) {
    if (condition()) return;
    if (Date.now() > until) throw new Error(`Timeout: ${message}`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 25));
    });
  }
}

/** One turn of the event loop inside act(): lets Lit and React finish what an interaction started. */
export async function tick(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
