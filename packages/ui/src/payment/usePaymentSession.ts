import { useEffect, useState } from 'react';
import { INITIAL_SESSION_POLL_MS, sessionPollMs } from '@cc/core';
import { useApolloClient } from '@apollo/client/react';
import { OfferPaymentSessionDocument } from './payment.graphql.generated';
import type { PaymentSessionInfo } from './types';
import { usePaymentSessionExpiry } from './usePaymentSessionExpiry';

/**
 * The provider's session, polled as document 2 says (after 5 minutes, then every half of its duration, never from a
 * cache): typing on the provider's page extends it, and the poll brings the new expiry here. True once it has ended.
 */
export function usePaymentSessionExpired(
  linkCode: string,
  centerId: string,
  session: PaymentSessionInfo | null | undefined,
): boolean {
  const client = useApolloClient();
  const [expiresAt, setExpiresAt] = useState(session?.expiresAt);
  useEffect(() => setExpiresAt(session?.expiresAt), [session?.key, session?.expiresAt]);
  useEffect(() => {
    if (!session) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const pollIn = (ms: number) => {
      timer = setTimeout(async () => {
        try {
          const { data } = await client.query({
            query: OfferPaymentSessionDocument,
            variables: { centerId, linkCode, key: session.key },
            fetchPolicy: 'no-cache',
          });
          if (data.paymentSession) setExpiresAt(data.paymentSession.expiresAt);
        } catch {
          // A failed poll changes nothing: the minute check still ends the session at its last known expiry.
        }
        if (!stopped) pollIn(sessionPollMs(session.durationAvailable));
      }, ms);
    };
    pollIn(INITIAL_SESSION_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [client, centerId, linkCode, session?.key]);
  return usePaymentSessionExpiry(expiresAt);
}
