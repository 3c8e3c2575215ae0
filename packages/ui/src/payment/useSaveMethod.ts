import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { errorMessages } from '../apollo/errorMessages';
import { paymentTexts } from '../i18n/validation/payment.messages';
import { SetOfferPaymentTokenDocument, type SetOfferPaymentTokenMutation } from './payment.graphql.generated';
import type { PayableOffer } from './types';

/** The method the offer is paid with once saved: the provider's token, its type, brand and last four. */
export type SavedPaymentMethod = SetOfferPaymentTokenMutation['setApplicationPaymentToken'];

/**
 * Keeps a token the provider's page handed over as the offer's payment method, and in the cached offer's copy of it
 * (an ApplicationOffer the page has read); answers with the method as saved. `saveFailure` words a failed save: the
 * server's reason, else "Error Saving Payment Information".
 */
export function useSaveMethod(offer: Pick<PayableOffer, 'id' | 'businessId' | 'applicationId'>, linkCode: string) {
  const intl = useIntl();
  const [save, state] = useMutation(SetOfferPaymentTokenDocument);
  const saveMethod = async (paymentToken: string, debitConsent?: boolean): Promise<SavedPaymentMethod | undefined> => {
    const { data } = await save({
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
    return data?.setApplicationPaymentToken;
  };
  const saveFailure = (error: unknown): string =>
    errorMessages(error)[0] ?? intl.formatMessage(paymentTexts['payment-save-failed']);
  return { saveMethod, saving: state.loading, saveFailure };
}
