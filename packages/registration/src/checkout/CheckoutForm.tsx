// The checkout's form for a submission the family can still accept: the fees due now with the promo code, the card,
// the required terms, and the button the spec names by the submission: "Put me on the Waitlist." when any program
// waits, else "Accept & Pay" when a fee is due, else "Accept".
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { Notice, useMutation } from '@cc/ui';
import { ConfirmPayment, PromoCodeDialog, promoMessages, type PaymentChallenge } from '@cc/ui/payment';
import { checkoutMessages as m } from '../i18n/checkoutMessages';
import { CardBlock } from './CardBlock';
import { ApplyRegistrationPromoDocument } from './checkout.graphql.generated';
import { FeeSummary } from './FeeSummary';
import type { CheckoutSubmission, EnteredCard } from './types';
import { useAcceptRegistration } from './useAcceptRegistration';

export function CheckoutForm({
  submission,
  linkCode,
  refetch,
}: {
  submission: CheckoutSubmission;
  linkCode: string;
  refetch(): Promise<unknown>;
}) {
  const intl = useIntl();
  const [card, setCard] = useState<EnteredCard | null>(null);
  const [terms, setTerms] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const [promoOpen, setPromoOpen] = useState(false);
  const [challenge, setChallenge] = useState<PaymentChallenge | null>(null);
  const { run, save, busy } = useAcceptRegistration(submission, linkCode, refetch);
  const [applyPromo, applying] = useMutation(ApplyRegistrationPromoDocument);
  const payment = submission.paymentInfo;
  const waits = submission.children.some((child) => child.schedules.some((s) => s.isWaitlisted));
  const label = waits ? m.waitlistButton : payment.isPaymentRequired ? m.acceptAndPay : m.accept;
  const hasCard = card !== null || submission.paymentMethod !== null;

  const submit = async () => {
    const missing: string[] = [];
    if (!terms) missing.push(intl.formatMessage(m.termsRequired));
    if (payment.isPaymentRequired && submission.paymentProviderInfo && !hasCard)
      missing.push(intl.formatMessage(m.cardNeeded));
    setProblems(missing);
    if (missing.length > 0) return;
    const outcome = await run(card);
    if (outcome.kind === 'challenge') setChallenge(outcome.challenge);
    else if (outcome.kind === 'refused') setProblems(outcome.keys.map((key) => intl.formatMessage({ id: key })));
    else if (outcome.kind === 'failed') {
      setProblems(outcome.messages);
      if (outcome.cardRefused) setCard(null);
    }
  };

  return (
    <div className="cc-reg-checkout-form">
      {payment.isPaymentRequired && (
        <section className="cc-reg-checkout-payment" aria-labelledby="cc-reg-fees">
          <h3 id="cc-reg-fees">{intl.formatMessage(m.fees)}</h3>
          <FeeSummary payment={payment} />
          {submission.acceptsPromoCodes && (
            <div>
              <SlButton size="small" data-testid="checkout-promo-open" onClick={() => setPromoOpen(true)}>
                {intl.formatMessage(promoMessages.open)}
              </SlButton>
            </div>
          )}
          <CardBlock
            submission={submission}
            card={card}
            onCard={(entered) => {
              setCard(entered);
              setProblems([]);
              // Saved at once, so the fees show what this card will be charged (a surcharge) before pay is pressed.
              if (entered)
                void save(entered).then((refused) => {
                  if (refused) {
                    setProblems(refused);
                    setCard(null);
                  }
                });
            }}
          />
        </section>
      )}
      {payment.isPaid && <p data-testid="checkout-paid">{intl.formatMessage(m.paid)}</p>}
      <label className="cc-reg-terms">
        <input
          type="checkbox"
          checked={terms}
          data-testid="checkout-terms"
          aria-required="true"
          onChange={(event) => {
            setTerms(event.target.checked);
            setProblems([]);
          }}
        />
        <span>{intl.formatMessage(m.terms)}</span>
      </label>
      {challenge && (
        <Suspense fallback={null}>
          <ConfirmPayment
            offer={submission}
            challenge={challenge}
            onAnswered={() => {
              // The bank answered: accepting again finds the charge confirmed (or declined) at the provider.
              setChallenge(null);
              void submit();
            }}
          />
        </Suspense>
      )}
      {problems.length > 0 && <Notice variant="danger" messages={problems} testId="checkout-problems" />}
      <SlButton
        variant="primary"
        size="large"
        loading={busy}
        data-testid="checkout-accept"
        onClick={() => void submit()}
      >
        {intl.formatMessage(label)}
      </SlButton>
      {promoOpen && (
        <Suspense fallback={null}>
          <PromoCodeDialog
            testIdPrefix="checkout"
            applying={applying.loading}
            onClose={() => setPromoOpen(false)}
            apply={async (promoCode) => {
              const result = await applyPromo({
                variables: {
                  linkCode,
                  businessId: submission.businessId,
                  registrationId: submission.registrationId,
                  registrationSubmissionId: submission.id,
                  promoCode,
                },
              });
              const answer = result.data?.applyRegistrationSubmissionPromoCode;
              return answer?.success ? null : answer?.errors[0]?.key;
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
