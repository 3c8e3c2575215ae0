// The waitlist outcome's places in the queue (loaded lazily by LoadedOffer, only on that outcome): read fresh each
// time the outcome shows, since families ahead come and go. Nothing shows while loading or if the read fails: the
// outcome's own text already says the child is on the waitlist.
import { useQuery } from '@cc/ui';
import { WaitlistPositions } from '@cc/ui/waitlist-position';
import { OfferWaitlistPositionsDocument } from './waitlist-positions.graphql.generated';

export function OfferWaitlistPositions({ linkCode }: { linkCode: string }) {
  const { data } = useQuery(OfferWaitlistPositionsDocument, { variables: { linkCode }, fetchPolicy: 'network-only' });
  return <WaitlistPositions positions={data?.applicationOfferForLinkCode.waitlistPositions ?? []} />;
}

export default OfferWaitlistPositions;
