import { useMutation } from '@cc/ui';
import type { PageOffer } from '../offer/OfferPage';
import { SetOfferPaymentTokenDocument } from './payment.graphql.generated';

/** Keeps a token the provider's page handed over as the offer's payment method, and in the page's copy of it. */
export function useSaveMethod(offer: PageOffer, linkCode: string) {
  const [save, state] = useMutation(SetOfferPaymentTokenDocument);
  const saveMethod = async (paymentToken: string, debitConsent?: boolean) => {
    await save({
      variables: {
        input: {
          linkCode,
          businessId: offer.businessId,
          applicationId: offer.applicationId,
          applicationOfferId: offer.id,
          paymentToken,
          debitConsent,
        },
      },
      update: (cache, { data }) => {
        const saved = data?.setApplicationPaymentToken;
        if (!saved) return;
        cache.modify({
          id: cache.identify({ __typename: 'ApplicationOffer', id: offer.id }),
          fields: { paymentMethod: () => ({ __typename: 'OfferPaymentMethod', ...saved }) },
        });
      },
    });
  };
  return { saveMethod, saving: state.loading };
}
