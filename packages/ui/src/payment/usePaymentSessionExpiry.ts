import { useEffect, useState } from 'react';
import { PAYMENT_SESSION_CHECK_MS, isPaymentSessionExpired } from '@cc/core';

/** Whether the payment session has ended, checked as the page opens and then every minute (document 2, section 4). */
export function usePaymentSessionExpiry(expiresAt: string | null | undefined): boolean {
  const [expired, setExpired] = useState(() => isPaymentSessionExpired(expiresAt, new Date()));
  useEffect(() => {
    if (!expiresAt) return;
    const check = () => setExpired(isPaymentSessionExpired(expiresAt, new Date()));
    check();
    const timer = setInterval(check, PAYMENT_SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expired;
}
