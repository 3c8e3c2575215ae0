// The offer page's promo code: the kit's dialog applying the code to the offer (applyPromoCode; the offer is then
// read again by its link code).
import { useMutation } from '@cc/ui';
import { PromoCodeDialog } from '@cc/ui/payment';
import type { PageOffer } from '../offer/OfferPage';
import { ApplyOfferPromoCodeDocument } from './promo.graphql.generated';

export function PromoDialog({ offer, linkCode, onClose }: { offer: PageOffer; linkCode: string; onClose(): void }) {
  const [apply, applying] = useMutation(ApplyOfferPromoCodeDocument);
  return (
    <PromoCodeDialog
      testIdPrefix="offer"
      applying={applying.loading}
      onClose={onClose}
      apply={async (promoCode) => {
        const result = await apply({
          variables: {
            linkCode,
            businessId: offer.businessId,
            applicationId: offer.applicationId,
            applicationOfferId: offer.id,
            promoCode,
          },
        });
        const answer = result.data?.applyPromoCode;
        return answer?.success ? null : answer?.errors[0]?.key;
      }}
    />
  );
}
