// The Child Care Subsidy checklist on the acknowledgement of an accepted Australian offer (loaded lazily by
// LoadedOffer, only then): the link code the page was opened with reads and ticks it.
import { ConnectedSubsidyChecklist } from '@cc/ui/subsidy-checklist';

export function OfferSubsidyChecklist(props: { linkCode: string; applicationOfferId: string }) {
  return <ConnectedSubsidyChecklist source={props} testId="offer-subsidy-checklist" />;
}

export default OfferSubsidyChecklist;
