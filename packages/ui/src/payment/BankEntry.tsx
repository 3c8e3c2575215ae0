// "Bank Account Details": the provider's bank page (account holder, routing number or BSB, account number) seals the
// details with the provider's public key; this sends the ciphertext to the server's `token` mutation, answers the
// page with the tokenizer's errors or "verified", and saves the account once the holder consents to the debit.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import { validatePayment } from '@cc/core';
import { useMutation } from '@apollo/client/react';
import { errorMessages } from '../apollo/errorMessages';
import { paymentTexts, paymentValidationMessages } from '../i18n/validation/payment.messages';
import { Notice } from '../notice/Notice';
import { paymentWidgetMessages } from './messages';
import type { PayableOffer } from './types';
import { ProviderFrame, type FrameMessage, type PostToFrame } from './ProviderFrame';
import { OfferBankTokenDocument } from './bankToken.graphql.generated';

type Sealed = { first: string; last: string; routing: string; paymentNumber: string };

const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' &&
  value !== null &&
  (['first', 'last', 'routing', 'paymentNumber'] as const).every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

export function BankEntry({
  offer,
  linkCode,
  saving,
  onSave,
}: {
  offer: PayableOffer;
  linkCode: string;
  saving: boolean;
  onSave(token: string): Promise<void>;
}) {
  const intl = useIntl();
  const provider = offer.paymentProviderInfo!;
  const post = useRef<PostToFrame | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  // The frame's message handler reads the box as it is now, not as it was when the handler was made.
  const consentRef = useRef(consent);
  consentRef.current = consent;
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string[]>([]);
  const [tokenize, tokenizing] = useMutation(OfferBankTokenDocument);
  const check = validatePayment({ paymentType: 'bank-account', bankAccountToken: verified, debitConsent: consent });
  const errors = tried && !check.ok ? check.errors : [];
  const consentError = errors.some((e) => e.path === 'debitConsent');
  const tokenMissing = errors.some((e) => e.path === 'bankAccountToken');

  const onMessage = async (message: FrameMessage) => {
    if (message.type === 'cc-bank-cleared') {
      // Editing the routing or account number clears the token: it was issued for the old numbers.
      setVerified(null);
      return;
    }
    if (message.type !== 'cc-bank-details' || !isSealed(message.encrypted)) return;
    setProblem([]);
    if (!consentRef.current) {
      setTried(true);
      post.current?.({
        type: 'cc-bank-errors',
        errors: [intl.formatMessage(paymentValidationMessages['debit-consent-required'])],
      });
      return;
    }
    try {
      const { data } = await tokenize({
        variables: {
          input: {
            linkCode,
            secretKeyId: offer.businessId,
            centerId: offer.center.id,
            isSandbox: provider.isSandbox,
            sessionKey: provider.session.key,
            accountType: message.accountType === 'SAVINGS_ACCOUNT' ? 'SAVINGS_ACCOUNT' : 'CHECKING_ACCOUNT',
            ...message.encrypted,
          },
        },
      });
      const result = data?.token;
      if (result?.token) {
        setVerified(result.token);
        post.current?.({ type: 'cc-bank-verified', lastFour: result.lastFour ?? '' });
      } else {
        // The tokenizer's reasons, joined beside the account number on the provider's page (document 2, section 8).
        post.current?.({ type: 'cc-bank-errors', errors: result?.errors ?? [] });
      }
    } catch (error) {
      post.current?.({ type: 'cc-bank-errors', errors: [] });
      const messages = errorMessages(error);
      setProblem(messages.length > 0 ? messages : [intl.formatMessage(paymentTexts['payment-bank-no-token'])]);
    }
  };

  const save = async () => {
    setTried(true);
    if (!check.ok || !verified) return;
    await onSave(verified);
  };

  return (
    <div className="cc-payment__bank" data-testid="offer-bank">
      {/* The holder consents to the debit before the account is verified (document 2, section 5). */}
      <SlCheckbox
        data-testid="offer-debit-consent"
        checked={consent}
        helpText={consentError ? intl.formatMessage(paymentValidationMessages['debit-consent-required']) : ''}
        className={consentError ? 'cc-payment__invalid' : undefined}
        onSlChange={(event) => setConsent((event.target as HTMLInputElement).checked)}
      >
        {intl.formatMessage(paymentTexts['payment-debit-consent'], { centre: offer.center.name })}
      </SlCheckbox>
      <ProviderFrame
        url={provider.bankFieldsUrl}
        origin={provider.fieldsOrigin}
        title={intl.formatMessage(paymentWidgetMessages.bankFrameTitle)}
        onMessage={(message) => void onMessage(message)}
        post={post}
        testId="offer-bank-slot"
      />
      {tokenizing.loading && <p role="status">{intl.formatMessage(paymentWidgetMessages.saving)}</p>}
      {tokenMissing && (
        <Notice variant="danger" testId="offer-bank-required">
          {intl.formatMessage({ id: 'required' })}
        </Notice>
      )}
      {problem.length > 0 && <Notice variant="danger" messages={problem} testId="offer-bank-problem" />}
      <SlButton data-testid="offer-bank-save" loading={saving} onClick={() => void save()}>
        {intl.formatMessage(paymentTexts['payment-bank-save'])}
      </SlButton>
    </div>
  );
}
