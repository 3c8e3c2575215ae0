// The open offer: who and what it is for, what it costs, by when to answer, the terms, and the answers (accept;
// decline or return to the waitlist). The accept button is disabled by core's four conditions, each said in words.
import { Suspense, lazy, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import { acceptBlockers, centreToday, formatOfferDate } from '@cc/core';
import { Notice } from '@cc/ui';
import { promoMessages } from '@cc/ui/payment';
import { offerPageMessages } from '../../i18n/messages';
import { OfferCostEstimate, OfferFeesDue } from './OfferCosts';
import { OfferDetails } from './OfferDetails';
import { PaymentSection } from '../payment/PaymentSection';
import type { PaymentChallenge } from '@cc/ui/payment';
import type { OfferPageQuery } from './offer.graphql.generated';

// Shoelace's dialog is for later moments in every flow: it loads when a family first asks to decline.
const DeclineDialog = lazy(() => import('./DeclineDialog').then((m) => ({ default: m.DeclineDialog })));
const PromoDialog = lazy(() => import('../payment/PromoDialog').then((m) => ({ default: m.PromoDialog })));

export type PageOffer = OfferPageQuery['applicationOfferForLinkCode'];

export interface OfferPageProps {
  offer: PageOffer;
  linkCode: string;
  /** The token a fee would be charged to, once the family has added a payment method. */
  paymentToken: string | null;
  onTokenSaved(token: string): void;
  onTokenSetAside(): void;
  challenge: PaymentChallenge | null;
  onChallengeAnswered(reference: string): void;
  /** Which answer is on its way to the server, if any. */
  pending: 'accept' | 'waitlist' | 'decline' | null;
  /** What the server said when it refused the last answer. */
  failure: readonly string[];
  onAccept(): void;
  onReturnToWaitlist(): void;
  onDecline(): void;
  onPrint(): void;
}

export function OfferPage({
  offer,
  linkCode,
  paymentToken,
  onTokenSaved,
  onTokenSetAside,
  challenge,
  onChallengeAnswered,
  pending,
  failure,
  onAccept,
  onReturnToWaitlist,
  onDecline,
  onPrint,
}: OfferPageProps) {
  const intl = useIntl();
  const hintId = useId();
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [promoOpen, setPromoOpen] = useState(false);
  const waitlistPlace = offer.state === 'OFFERED_WAITLIST';
  const payment = offer.paymentInfo;
  const blockers = acceptBlockers({
    termsAccepted,
    expired: offer.expired,
    accepting: pending !== null,
    paymentRequired: payment.isPaymentRequired,
    paymentToken,
  });
  const acceptLabel = waitlistPlace
    ? offerPageMessages.acceptWaitlist
    : payment.isPaymentRequired
      ? offerPageMessages.acceptAndPay
      : offer.enrollmentFormRequired
        ? offerPageMessages.acceptAndContinue
        : offerPageMessages.accept;
  const schedules = offer.children.flatMap((child) => child.offers);
  const today = centreToday(offer.center.timezone, new Date());
  return (
    <section
      className="cc-offer__page"
      data-testid="offer-page"
      data-state={offer.state}
      aria-labelledby="cc-offer-title"
    >
      <header className="cc-offer__head">
        <h2 id="cc-offer-title" className="cc-offer__title" tabIndex={-1}>
          {intl.formatMessage(offerPageMessages.title, { centre: offer.center.name })}
        </h2>
        <p>
          {intl.formatMessage(waitlistPlace ? offerPageMessages.introWaitlist : offerPageMessages.intro, {
            centre: offer.center.name,
          })}
        </p>
        {offer.expiryDate && (
          <p className="cc-offer__expiry" data-testid="offer-expiry">
            {offer.expiryDate === today
              ? intl.formatMessage(offerPageMessages.expiresToday)
              : intl.formatMessage(offerPageMessages.answerBy, { date: formatOfferDate(offer.expiryDate) })}
          </p>
        )}
      </header>

      <OfferDetails offerChildren={offer.children} currency={offer.currency} />
      <div className="cc-offer__costs">
        <OfferCostEstimate schedules={schedules} currency={offer.currency} />
        {!waitlistPlace && <OfferFeesDue payment={payment} currency={offer.currency} />}
      </div>
      {offer.leadPromoCodes && !waitlistPlace && payment.applicationFeeAmount > 0 && (
        <SlButton
          variant="text"
          className="cc-offer__promo"
          data-testid="offer-promo-open"
          onClick={() => setPromoOpen(true)}
        >
          {intl.formatMessage(promoMessages.open)}
        </SlButton>
      )}
      {promoOpen && (
        <Suspense fallback={null}>
          <PromoDialog offer={offer} linkCode={linkCode} onClose={() => setPromoOpen(false)} />
        </Suspense>
      )}

      {payment.isPaymentRequired && (
        <PaymentSection
          offer={offer}
          linkCode={linkCode}
          token={paymentToken}
          onTokenSaved={onTokenSaved}
          onTokenSetAside={onTokenSetAside}
          challenge={challenge}
          onChallengeAnswered={onChallengeAnswered}
        />
      )}
      {failure.length > 0 && <Notice variant="danger" messages={failure} testId="offer-failure" />}
      {blockers.includes('payment-method-required') && (
        <Notice variant="warning" testId="offer-payment-required">
          {intl.formatMessage({ id: 'payment-method-required' })}
        </Notice>
      )}

      <div className="cc-offer__answer">
        <SlCheckbox
          data-testid="offer-terms"
          checked={termsAccepted}
          onSlChange={(event) => setTermsAccepted((event.target as HTMLInputElement).checked)}
        >
          {intl.formatMessage(offerPageMessages.terms)}
        </SlCheckbox>
        <div className="cc-offer__actions">
          <SlButton
            variant="primary"
            size="large"
            data-testid="offer-accept"
            disabled={blockers.length > 0}
            loading={pending === 'accept'}
            aria-describedby={blockers.length > 0 ? hintId : undefined}
            onClick={onAccept}
          >
            {intl.formatMessage(acceptLabel)}
          </SlButton>
          <SlButton
            size="large"
            data-testid="offer-decline-or-waitlist"
            disabled={pending !== null}
            onClick={() => setDialogOpen(true)}
          >
            {intl.formatMessage(offerPageMessages.declineOrWaitlist)}
          </SlButton>
        </div>
        {blockers.length > 0 && (
          <ul className="cc-offer__hints" id={hintId} data-testid="offer-accept-hints">
            {blockers
              .filter((key) => key !== 'payment-method-required')
              .map((key) => (
                <li key={key}>{intl.formatMessage({ id: key })}</li>
              ))}
          </ul>
        )}
        <SlButton variant="text" data-testid="offer-print" onClick={onPrint}>
          {intl.formatMessage(offerPageMessages.print)}
        </SlButton>
      </div>

      {dialogOpen && (
        <Suspense fallback={null}>
          <DeclineDialog
            open={dialogOpen}
            busy={pending !== null}
            onGoBack={() => setDialogOpen(false)}
            onReturnToWaitlist={() => {
              setDialogOpen(false);
              onReturnToWaitlist();
            }}
            onDecline={() => {
              setDialogOpen(false);
              onDecline();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
