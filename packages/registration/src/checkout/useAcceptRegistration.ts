// The checkout's accept (document 2, "Registration checkout"): when a fee is due the card is saved as the payment
// method first, then the submission is accepted (which charges it once), then the page reads the submission again.
import { useIntl } from 'react-intl';
import { errorMessages, sharedMessages, useMutation } from '@cc/ui';
import { hasErrorCode } from '@cc/ui/error-code';
import { paymentTexts, type PaymentChallenge } from '@cc/ui/payment';
import { AcceptRegistrationDocument, SetRegistrationPaymentTokenDocument } from './checkout.graphql.generated';
import type { CheckoutSubmission, EnteredCard } from './types';

/** The server's "confirm with your bank" answer to a charge, with the provider's page for it. */
function challengeIn(error: unknown): PaymentChallenge | null {
  const found = (
    error as { graphQLErrors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }
  ).graphQLErrors?.find((e) => e.extensions?.code === 'PAYMENT_ACTION_REQUIRED')?.extensions;
  return typeof found?.actionUrl === 'string' && typeof found.paymentReference === 'string'
    ? { actionUrl: found.actionUrl, reference: found.paymentReference }
    : null;
}

export type AcceptOutcome =
  | { kind: 'accepted' }
  /** The card's bank asks the family to confirm (3-D Secure) on the provider's page; then accept again. */
  | { kind: 'challenge'; challenge: PaymentChallenge }
  /** Refusals the page shows: the server's keys (terms-required, payment-method-required, submission-closed). */
  | { kind: 'refused'; keys: string[] }
  /** What to show; `cardRefused` sets the card aside so the family adds another. */
  | { kind: 'failed'; messages: string[]; cardRefused: boolean };

export function useAcceptRegistration(
  submission: CheckoutSubmission,
  linkCode: string,
  refetch: () => Promise<unknown>,
) {
  const intl = useIntl();
  const [saveToken, saving] = useMutation(SetRegistrationPaymentTokenDocument);
  const [accept, accepting] = useMutation(AcceptRegistrationDocument);
  const ids = {
    linkCode,
    businessId: submission.businessId,
    registrationId: submission.registrationId,
    registrationSubmissionId: submission.id,
  };

  /**
   * Saves the card as the payment method and reads the checkout again: a card can carry the business's surcharge
   * (Australia), which the fees then show, with the total it will be charged, before the family presses pay. Null when
   * saved (or already the method); else what to show.
   */
  const save = async (card: EnteredCard): Promise<string[] | null> => {
    if (card.token === submission.paymentMethod?.paymentToken) return null;
    try {
      await saveToken({ variables: { ...ids, paymentToken: card.token } });
    } catch (error) {
      const messages = errorMessages(error);
      return messages.length > 0 ? messages : [intl.formatMessage(paymentTexts['payment-save-failed'])];
    }
    await refetch().catch(() => undefined);
    return null;
  };

  const run = async (card: EnteredCard | null): Promise<AcceptOutcome> => {
    if (submission.paymentInfo.isPaymentRequired && card) {
      const refused = await save(card);
      if (refused) return { kind: 'failed', messages: refused, cardRefused: true };
    }
    try {
      const { data } = await accept({ variables: { ...ids, termsAccepted: true } });
      const answer = data?.acceptRegistrationSubmission;
      await refetch();
      if (!answer)
        return { kind: 'failed', messages: [intl.formatMessage(sharedMessages.unableToProcess)], cardRefused: false };
      return answer.success ? { kind: 'accepted' } : { kind: 'refused', keys: answer.errors.map((e) => e.key) };
    } catch (error) {
      const challenge = challengeIn(error);
      if (challenge) return { kind: 'challenge', challenge };
      // The code's last use went to another family and the server took it off: the checkout is read again, so the
      // fee shown (and paid next) is the full one.
      if (hasErrorCode(error, 'PROMO_USED_UP')) await refetch().catch(() => undefined);
      const declined = hasErrorCode(error, 'PAYMENT_DECLINED');
      const messages = errorMessages(error);
      return {
        kind: 'failed',
        messages:
          messages.length > 0
            ? messages
            : [
                declined
                  ? intl.formatMessage(paymentTexts['payment-failed'])
                  : intl.formatMessage(sharedMessages.unableToProcess),
              ],
        cardRefused: declined,
      };
    }
  };

  return { run, save, busy: saving.loading || accepting.loading };
}
