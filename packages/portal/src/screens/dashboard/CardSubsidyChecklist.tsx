// The Child Care Subsidy checklist on an Australian application's card, once its offer is accepted (loaded lazily by
// ApplicationCard, only then): the parent's session reads and ticks it.
import { ConnectedSubsidyChecklist } from '@cc/ui/subsidy-checklist';

export function CardSubsidyChecklist({ applicationOfferId }: { applicationOfferId: string }) {
  return <ConnectedSubsidyChecklist source={{ applicationOfferId }} testId="portal-subsidy-checklist" />;
}

export default CardSubsidyChecklist;
