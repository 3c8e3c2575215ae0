// After offerEnquiry made the offer (spec 1, section 4 "Re-enrolment submit"): read it by its link code; when a fee
// is due, the payment widget opens and its charge accepts the offer; otherwise the offer is accepted here. Then the
// family lands on /offer/{linkCode}. The server completes the enrolment form when the centre needs none, and the
// centre's request, on acceptance. Every step may be tried again: the server answers a repeat with what it did.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { LoadingScreen, Notice, ScreenFrame, errorMessages, useMutation, useQuery, useWidgetEvents } from '@cc/ui';
import { PayOfferDialog, paymentCss } from '@cc/ui/payment';
import { paymentMethodListCss } from '@cc/ui/payment-methods';
import { currencyFor, formatCents } from '@cc/programs/estimate';
import type { Region } from '@cc/core';
import { portalRoutes } from '../../../routes';
import { finishMessages as m } from '../messages';
import { AcceptReEnrolmentOfferDocument, ReEnrolmentOfferDocument } from './finish.graphql.generated';

/** States in which the family has already answered the offer: nothing is left to do but show it. */
const ANSWERED = new Set(['APPLICANT_ACCEPTED_OFFER', 'ACCEPTED', 'COMPLETED', 'ACCEPTED_OFFER_PENDING_PAYMENT']);

export function FinishScreen({ linkCode, region }: { linkCode: string; region: Region }) {
  const intl = useIntl();
  const { emit } = useWidgetEvents();
  const { data, error, refetch } = useQuery(ReEnrolmentOfferDocument, {
    variables: { linkCode },
    fetchPolicy: 'network-only',
  });
  const [accept] = useMutation(AcceptReEnrolmentOfferDocument);
  const [paying, setPaying] = useState(true);
  const [failure, setFailure] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const accepting = useRef(false);
  const offer = data?.applicationOfferForLinkCode;
  const payment = offer?.paymentInfo;
  const due = payment?.isPaymentRequired === true && payment.total > 0;

  const toOffer = () => {
    setDone(true);
    emit('cc-navigate', { to: portalRoutes.offer(linkCode) });
  };

  const acceptNow = async () => {
    if (!offer || accepting.current) return;
    accepting.current = true;
    setFailure([]);
    try {
      const input = {
        linkCode,
        businessId: offer.businessId,
        applicationId: offer.applicationId,
        applicationOfferId: offer.id,
      };
      const result = (await accept({ variables: { input } })).data?.acceptOffer;
      if (result?.success) toOffer();
      else setFailure((result?.errors ?? []).map((e) => intl.formatMessage({ id: e.key })));
    } catch (caught) {
      setFailure(errorMessages(caught));
    } finally {
      accepting.current = false;
    }
  };

  useEffect(() => {
    if (!offer || done) return;
    if (ANSWERED.has(offer.applicationState) && !due) toOffer();
    else if (!due) void acceptNow();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per loaded offer
  }, [offer?.id, offer?.applicationState, due]);

  if (error || failure.length > 0) {
    return (
      <ScreenFrame testId="reenrol-finish-failed" icon="error" role="alert">
        <p className="cc-screen__title">{intl.formatMessage(m.failedTitle)}</p>
        <Notice
          variant="danger"
          testId="reenrol-finish-error"
          messages={failure.length > 0 ? failure : errorMessages(error)}
        />
        <div className="cc-screen__actions">
          <SlButton
            variant="primary"
            data-testid="reenrol-finish-retry"
            onClick={() => void (offer ? acceptNow() : refetch())}
          >
            {intl.formatMessage(m.retry)}
          </SlButton>
          <SlButton data-testid="reenrol-finish-offer" onClick={toOffer}>
            {intl.formatMessage(m.viewOffer)}
          </SlButton>
        </div>
      </ScreenFrame>
    );
  }
  if (!offer || !due || done) {
    return <LoadingScreen label={intl.formatMessage(done ? m.paid : m.processing)} />;
  }
  const currency = currencyFor(payment!.currency, region);
  const amount = formatCents(payment!.total, currency, intl.locale);
  return (
    <ScreenFrame testId="reenrol-finish-pay" icon="waiting" labelledBy="cc-reenrol-finish-title">
      <style>{paymentCss + paymentMethodListCss}</style>
      <h2 className="cc-screen__title" id="cc-reenrol-finish-title">
        {intl.formatMessage(m.dueNow, { amount })}
      </h2>
      <div className="cc-screen__actions">
        <SlButton variant="primary" size="large" data-testid="reenrol-finish-pay-now" onClick={() => setPaying(true)}>
          {intl.formatMessage(m.payNow)}
        </SlButton>
        <SlButton size="large" data-testid="reenrol-finish-offer" onClick={toOffer}>
          {intl.formatMessage(m.viewOffer)}
        </SlButton>
      </div>
      <Suspense fallback={null}>
        {paying && (
          <PayOfferDialog
            offer={offer}
            linkCode={linkCode}
            amountCents={payment!.total}
            currency={payment!.currency}
            onPaid={toOffer}
            onClose={() => setPaying(false)}
          />
        )}
      </Suspense>
    </ScreenFrame>
  );
}
