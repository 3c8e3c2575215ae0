// Charging an offer's fee to a saved method (payEnrollmentFeeForOffer, which accepts the offer on success), and the
// bank's confirmation step when a card asks for one (updatePayment): shared by the offer page and the portal's
// PayOfferDialog. The outcome says what to show; nothing here keeps state of its own.
import { useIntl } from 'react-intl';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { errorMessages } from '../apollo/errorMessages';
import { sharedMessages } from '../i18n/sharedMessages';
import { paymentTexts } from '../i18n/validation/payment.messages';
import { PayOfferFeeDocument, ReportOfferPaymentDocument } from './payment.graphql.generated';
import type { PayableOffer, PaymentChallenge } from './types';

export type PayOutcome =
  /** Charged (a card), or a bank debit on its way; the server has accepted the offer. */
  | { kind: 'paid' }
  /** Not a failure: the card's bank asks the family to confirm, on the provider's page. */
  | { kind: 'challenge'; challenge: PaymentChallenge }
  | {
      kind: 'failed';
      /** What to show: the server's reasons (a decline says why), else the spec's words. */
      messages: string[];
      /** The method was refused (declined, unknown): it is not charged again, the family adds another. */
      setAside: boolean;
      /** The offer can no longer be paid (OFFER_CLOSED). */
      closed: boolean;
    };

type GraphQLErrorLike = { extensions?: Record<string, unknown> };
const codesOf = (error: unknown): ReadonlyArray<GraphQLErrorLike> =>
  (error as { graphQLErrors?: ReadonlyArray<GraphQLErrorLike> }).graphQLErrors ?? [];
const hasCode = (error: unknown, code: string) => codesOf(error).some((e) => e.extensions?.code === code);

/** The server's "confirm with your bank" answer to a payment, with the provider's page for it. */
function actionRequired(error: unknown): PaymentChallenge | null {
  const extensions = codesOf(error).find((e) => e.extensions?.code === 'PAYMENT_ACTION_REQUIRED')?.extensions;
  return typeof extensions?.actionUrl === 'string' && typeof extensions.paymentReference === 'string'
    ? { actionUrl: extensions.actionUrl, reference: extensions.paymentReference }
    : null;
}

export function usePayOffer(offer: Pick<PayableOffer, 'id' | 'businessId' | 'applicationId'>, linkCode: string) {
  const intl = useIntl();
  const client = useApolloClient();
  const [payFee, paying] = useMutation(PayOfferFeeDocument);
  const [reportPayment, reporting] = useMutation(ReportOfferPaymentDocument);
  const ids = {
    linkCode,
    businessId: offer.businessId,
    applicationId: offer.applicationId,
    applicationOfferId: offer.id,
  };

  // The server answered, but not true: "There is an issue with the payment. Please try again." (document 2, section 8).
  const notPaid = (): PayOutcome => ({
    kind: 'failed',
    messages: [intl.formatMessage(paymentTexts['payment-failed'])],
    setAside: false,
    closed: false,
  });
  const failed = (error: unknown): PayOutcome => {
    const messages = errorMessages(error);
    const declined = hasCode(error, 'PAYMENT_DECLINED');
    const fallback = declined
      ? intl.formatMessage(paymentTexts['payment-failed'])
      : intl.formatMessage(sharedMessages.unableToProcess);
    return {
      kind: 'failed',
      messages: messages.length > 0 ? messages : [fallback],
      // The card was not at fault when the promo code ran out: the family pays the full fee with it.
      setAside: !hasCode(error, 'PROMO_USED_UP'),
      closed: hasCode(error, 'OFFER_CLOSED'),
    };
  };

  /** Charges the fee to the token; on success the server accepts the offer. */
  const charge = async (paymentToken: string): Promise<PayOutcome> => {
    try {
      const result = await payFee({ variables: { ...ids, paymentToken } });
      return result.data?.payEnrollmentFeeForOffer === true ? { kind: 'paid' } : notPaid();
    } catch (error) {
      const challenge = actionRequired(error);
      if (challenge) return { kind: 'challenge', challenge };
      // The last use of the family's promo code went to another family and the server took the code off: the page
      // reads the offer again, so the fee it shows (and the family pays next) is the full one, not the one it showed.
      if (hasCode(error, 'PROMO_USED_UP')) await client.refetchQueries({ include: 'active' }).catch(() => undefined);
      return failed(error);
    }
  };

  /** The bank answered the confirmation step: the server asks the provider how it ended and accepts on success. */
  const confirm = async (reference: string, amountCents: number): Promise<PayOutcome> => {
    try {
      const result = await reportPayment({
        variables: {
          ...ids,
          paymentAmount: amountCents,
          paymentDate: new Date().toISOString(),
          paymentReference: reference,
        },
      });
      return result.data?.updatePayment === true ? { kind: 'paid' } : notPaid();
    } catch (error) {
      return failed(error);
    }
  };

  return { charge, confirm, busy: paying.loading || reporting.loading };
}
