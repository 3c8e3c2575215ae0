import { useEffect, useState } from 'react';
import { resendSecondsLeft } from '@cc/core';

/**
 * Seconds until a new code may be asked for (the spec's 45-second countdown), ticking once a second from `sentAt`
 * (ms since epoch) and stopping at 0.
 */
export function useResendCountdown(sentAt: number, now: () => number = Date.now): number {
  const [left, setLeft] = useState(() => resendSecondsLeft(sentAt, now()));
  useEffect(() => {
    setLeft(resendSecondsLeft(sentAt, now()));
    const timer = setInterval(() => {
      const next = resendSecondsLeft(sentAt, now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt, now]);
  return left;
}
