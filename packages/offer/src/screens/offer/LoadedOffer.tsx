// The offer as loaded: the open offer's page, or the screen of what became of it. Answers go to the server, which
// decides (the widget only offers what the lifecycle allows); its answer re-renders this.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { portalLoginPath, type ApplicationState, type OfferRefusalKey, type ScheduleOfferState } from '@cc/core';
import { Notice, errorMessages, sharedMessages, useApolloClient, useMutation, useWidgetEvents } from '@cc/ui';
import { linkCodeMemory } from '@cc/ui/draft';
import { offerRoutes } from '../../routes';
import { OfferOutcome } from '../outcomes/OfferOutcome';
import { PaymentReceipt } from '../outcomes/PaymentReceipt';
import { OfferDetails } from './OfferDetails';
import { OfferPage, type PageOffer } from './OfferPage';
import { offerScreenKind } from './offerScreenKind';
import {
  AcceptOfferDocument,
  CheckOfferExpiredDocument,
  DeclineOfferDocument,
  RequestWaitlistDocument,
} from './offer.graphql.generated';
import { usePayOffer, type PaymentChallenge, type PayOutcome } from '@cc/ui/payment';

type Answer = 'accept' | 'waitlist' | 'decline';
type ActionResult = { success: boolean; errors: ReadonlyArray<{ key: string }> } | null | undefined;

// The family's place in the queue, on the waitlist outcome only: a later chunk, off the offer's first screen.
const OfferWaitlistPositions = lazy(() => import('../outcomes/OfferWaitlistPositions'));
// Australia's Child Care Subsidy steps, once an offer is accepted there: a later chunk too.
const OfferSubsidyChecklist = lazy(() => import('../outcomes/OfferSubsidyChecklist'));

/** The enquiry's landing page keeps its link code; an expired offer's Restart goes back to it. */
const enquiryLink = linkCodeMemory('enquiry');

export function LoadedOffer({
  offer,
  linkCode,
  reload,
}: {
  offer: PageOffer;
  linkCode: string;
  /** Reads the offer again from the server (after a payment, which answers only true). */
  reload(): Promise<unknown>;
}) {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const [pending, setPending] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const savedToken = offer.paymentMethod?.paymentToken ?? null;
  // A token whose charge failed (a declined card, a returned debit) or whose type the family moved away from is not
  // charged again: the family adds another method.
  const [setAsideToken, setSetAsideToken] = useState<string | null>(() =>
    offer.charges.at(-1)?.status === 'failed' ? savedToken : null,
  );
  const [paid, setPaid] = useState(false);
  const [challenge, setChallenge] = useState<PaymentChallenge | null>(null);
  const { charge, confirm } = usePayOffer(offer, linkCode);
  const paymentToken = savedToken && savedToken !== setAsideToken ? savedToken : null;
  const [accept] = useMutation(AcceptOfferDocument);
  const [requestWaitlist] = useMutation(RequestWaitlistDocument);
  const [decline] = useMutation(DeclineOfferDocument);
  const client = useApolloClient();
  const ids = {
    linkCode,
    businessId: offer.businessId,
    applicationId: offer.applicationId,
    applicationOfferId: offer.id,
  };
  const kind = offerScreenKind({
    state: offer.state as ScheduleOfferState,
    applicationState: offer.applicationState as ApplicationState,
    expired: offer.expired,
    debitPending: offer.charges.some((charge) => charge.status === 'pending'),
  });

  // An unanswered offer past its day closes its application; the server records it once, whoever opens it.
  const checked = useRef(false);
  useEffect(() => {
    if (kind !== 'expired' || checked.current) return;
    checked.current = true;
    // A plain query call: Apollo's lazy-query hook would add its code to every page for this one request.
    void client
      .query({ query: CheckOfferExpiredDocument, variables: ids, fetchPolicy: 'network-only' })
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  const answer = async (which: Answer, run: () => Promise<ActionResult>) => {
    setPending(which);
    setFailure([]);
    try {
      const result = await run();
      // A refusal comes back with the offer as it stands: an expired or closed offer re-renders as its screen.
      if (result && !result.success) {
        const keys = result.errors.map((e) => e.key as OfferRefusalKey);
        setFailure(
          keys.map((key) =>
            key === 'payment-required'
              ? intl.formatMessage({ id: 'payment-method-required' })
              : intl.formatMessage(sharedMessages.unableToProcess),
          ),
        );
      } else if (result?.success) {
        emit('cc-submitted', { result: { answer: which, offerId: offer.id } });
      }
    } catch (error) {
      const messages = errorMessages(error);
      setFailure(messages.length > 0 ? messages : [intl.formatMessage(sharedMessages.unableToProcess)]);
    } finally {
      setPending(null);
    }
  };

  // A charge that did not go through says why; a refused method is not charged again. Otherwise the page reads the
  // offer again to show it: a card is paid now, a bank debit is on its way (`card` says which to announce).
  const settled = async (outcome: PayOutcome, token: string | null, card: boolean): Promise<ActionResult> => {
    if (outcome.kind === 'challenge') {
      setChallenge(outcome.challenge);
      return undefined;
    }
    if (outcome.kind === 'failed') {
      if (outcome.setAside) setSetAsideToken(token);
      setFailure(outcome.messages);
      return undefined;
    }
    setPaid(card);
    await reload();
    return { success: true, errors: [] };
  };

  // Paying accepts the offer: the server charges the fee, then accepts.
  const payAndAccept = async (): Promise<ActionResult> => {
    if (!paymentToken) return undefined;
    const outcome = await charge(paymentToken);
    return settled(outcome, paymentToken, offer.paymentMethod?.methodType === 'CREDIT_CARD');
  };

  // The bank answered the confirmation step: the server asks the provider how it ended and accepts on success.
  const confirmed = (reference: string) =>
    answer('accept', async () => {
      setChallenge(null);
      return settled(await confirm(reference, offer.paymentInfo.total), paymentToken, true);
    });

  if (kind === 'page') {
    return (
      <OfferPage
        offer={offer}
        linkCode={linkCode}
        paymentToken={paymentToken}
        onTokenSetAside={() => setSetAsideToken(savedToken)}
        challenge={challenge}
        onChallengeAnswered={(reference) => void confirmed(reference)}
        onTokenSaved={() => {
          setSetAsideToken(null);
          setFailure([]);
          // The method can change what is due (a card surcharge): read the fees again.
          void reload().catch(() => undefined);
        }}
        pending={pending}
        failure={failure}
        onAccept={() =>
          answer('accept', async () =>
            offer.paymentInfo.isPaymentRequired
              ? payAndAccept()
              : (await accept({ variables: { input: ids } })).data?.acceptOffer,
          )
        }
        onReturnToWaitlist={() =>
          answer('waitlist', async () => (await requestWaitlist({ variables: { input: ids } })).data?.requestWaitlist)
        }
        onDecline={() =>
          answer('decline', async () => (await decline({ variables: { input: ids } })).data?.declineApplicationOffer)
        }
        onPrint={() => emit('cc-navigate', { to: offerRoutes.print(linkCode) })}
      />
    );
  }
  return (
    <OfferOutcome
      kind={kind}
      centre={offer.center.name}
      expiryDate={offer.expiryDate}
      onClose={() => emit('cc-navigate', { to: offerRoutes.home })}
      onContinueToForm={() => emit('cc-navigate', { to: offerRoutes.enrolmentForm(linkCode) })}
      onMyApplications={() =>
        emit('cc-navigate', { to: portalLoginPath({ businessId: offer.businessId, redirect: offerRoutes.portal }) })
      }
      onRestart={() => {
        const enquiry = enquiryLink.remembered(globalThis.localStorage);
        emit('cc-navigate', { to: enquiry ? offerRoutes.enquiry(enquiry) : offerRoutes.home });
      }}
    >
      {paid && (
        <Notice variant="success" testId="offer-payment-received">
          {intl.formatMessage({ id: 'payment-received' })}
        </Notice>
      )}
      {kind === 'waitlist' && (
        <Suspense fallback={null}>
          <OfferWaitlistPositions linkCode={linkCode} />
        </Suspense>
      )}
      {(kind === 'accepted' || kind === 'completed' || kind === 'payment-processing') && (
        <PaymentReceipt offer={offer} />
      )}
      {(kind === 'accepted' || kind === 'completed') && (
        <OfferDetails offerChildren={offer.children} currency={offer.currency} />
      )}
      {offer.region === 'AU' && (kind === 'accepted' || kind === 'completed') && (
        <Suspense fallback={null}>
          <OfferSubsidyChecklist linkCode={linkCode} applicationOfferId={offer.id} />
        </Suspense>
      )}
    </OfferOutcome>
  );
}
