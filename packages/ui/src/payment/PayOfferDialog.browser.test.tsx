import { expect } from '@open-wc/testing';
import { GraphQLError } from 'graphql';
import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { CenterHeaderDocument } from '../wizard/centerHeader.graphql.generated';
import { ruleMessagesUs } from '../i18n/validation/flow-rules';
import { byTestId, found, settle, shadowRenderer, type MockedResponse } from '../testing';
import { PayOfferDialog } from './index';
import {
  PayOfferFeeDocument,
  ReportOfferPaymentDocument,
  SetOfferPaymentTokenDocument,
} from './payment.graphql.generated';
import type { PayableOffer } from './types';

const LINK_CODE = 'link-pay-1';
const TOKEN = 'sbx_tok_4242';

// The provider's pages are pages of this origin here (the test server's not-found page): the test speaks for them
// from inside their frame.
const PAGE = (name: string) => `${window.location.origin}/__provider__/${name}`;
const offer: PayableOffer = {
  id: 'offer-1',
  businessId: 'business-1',
  applicationId: 'application-1',
  center: { id: 'centre-1', name: 'Maple Grove Lincoln Park' },
  paymentProviderInfo: {
    isSandbox: true,
    fieldsUrl: PAGE('card'),
    bankFieldsUrl: PAGE('bank'),
    fieldsOrigin: window.location.origin,
    acceptedPaymentTypes: ['credit-card', 'bank-account'],
    session: { key: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z', durationAvailable: 15 },
  },
};
const ids = {
  linkCode: LINK_CODE,
  businessId: 'business-1',
  applicationId: 'application-1',
  applicationOfferId: 'offer-1',
};

const saveMock: MockedResponse = {
  request: { query: SetOfferPaymentTokenDocument, variables: { input: { ...ids, paymentToken: TOKEN } } },
  result: {
    data: {
      setApplicationPaymentToken: {
        paymentToken: TOKEN,
        methodType: 'CREDIT_CARD',
        brand: 'visa',
        lastFour: '4242',
        isAutoPay: false,
      },
    },
  },
};
const payMock = (result: MockedResponse['result']): MockedResponse => ({
  request: { query: PayOfferFeeDocument, variables: { ...ids, paymentToken: TOKEN } },
  result,
});

// The method list's labels are the payment rules' texts, which a flow showing payments adds to its catalogue.
const renderer = shadowRenderer({ messages: { US: ruleMessagesUs('payment') } });
const text = (shadow: ShadowRoot, id: string) => byTestId(shadow, id)?.textContent?.trim() ?? '';

async function open(mocks: MockedResponse[]) {
  const heard = { paid: 0, closed: 0 };
  const shadow = await renderer.render(
    <Suspense fallback={null}>
      <PayOfferDialog
        offer={offer}
        linkCode={LINK_CODE}
        amountCents={7500}
        currency="USD"
        onPaid={() => heard.paid++}
        onClose={() => heard.closed++}
      />
    </Suspense>,
    { region: 'US', mocks },
  );
  await found(shadow, 'pay-offer-dialog');
  return { shadow, heard };
}

/** Posts as the provider's page does, from inside its frame (the element's light DOM), once that page has loaded. */
async function fromFrame(shadow: ShadowRoot, page: string, message: Record<string, unknown>) {
  const host = shadow.host as HTMLElement;
  const frame = () => host.querySelector<HTMLIFrameElement>('iframe[slot="cc-payment-frame"]');
  const loaded = () => frame()?.contentDocument?.URL === page && frame()?.contentDocument?.readyState === 'complete';
  await settle(loaded, `the provider's page ${page} never loaded`);
  const inFrame = frame()!.contentWindow as Window & { Function: FunctionConstructor };
  new inFrame.Function('message', "parent.postMessage(message, '*')")(message);
}

async function addCard(shadow: ShadowRoot) {
  await fromFrame(shadow, PAGE('card'), { type: 'cc-payment-token', token: TOKEN });
  await found(shadow, 'pay-offer-method');
  expect(text(shadow, 'pay-offer-method')).to.contain('card ending in 4242');
  (byTestId(shadow, 'pay-offer-pay') as HTMLElement).click();
}

describe('PayOfferDialog', () => {
  afterEach(() => renderer.cleanup());

  it('shows what is due and the types the provider takes, then the card page', async () => {
    const { shadow } = await open([]);
    expect(text(shadow, 'pay-offer-amount')).to.equal('Due now: $75.00');
    const dialog = byTestId(shadow, 'pay-offer-dialog') as HTMLElement & { label: string; open: boolean };
    expect(dialog.open).to.equal(true);
    expect(dialog.label).to.equal('Pay the fee due now');
    expect(text(shadow, 'pay-offer-type')).to.contain('How would you like to pay?');
    expect(
      [...shadow.querySelectorAll<HTMLInputElement>('input[name="cc-pay-offer-type"]')].map((i) => i.value),
    ).to.deep.equal(['credit-card', 'bank-account']);
    await found(shadow, 'offer-card-slot');
    shadow.querySelector<HTMLInputElement>('input[value="bank-account"]')!.click();
    await found(shadow, 'offer-bank');
    expect(text(shadow, 'offer-debit-consent')).to.contain(
      'I authorize Maple Grove Lincoln Park to debit this account',
    );
  });

  it('a declined charge says why, keeps the dialog open and asks for another card', async () => {
    const declined = 'Your card was declined. Please use another card.';
    const { shadow, heard } = await open([
      saveMock,
      payMock({ errors: [new GraphQLError(declined, { extensions: { code: 'PAYMENT_DECLINED' } })] }),
    ]);
    await addCard(shadow);
    await found(shadow, 'pay-offer-failure');
    expect(text(shadow, 'pay-offer-failure')).to.contain(declined);
    expect((byTestId(shadow, 'pay-offer-dialog') as HTMLElement & { open: boolean }).open).to.equal(true);
    await found(shadow, 'offer-card-slot');
    expect(byTestId(shadow, 'pay-offer-method')).to.equal(null);
    expect(heard).to.deep.equal({ paid: 0, closed: 0 });
  });

  it('a promo code used up meanwhile: the page reads its data again, the card stays for the full fee', async () => {
    const usedUp =
      'This promo code has just been used up by another family, so it has been removed. Nothing was charged: please check the fee and pay again.';
    // A query of the page around the dialog (the offer, in the real page): answered once, then again on the refetch.
    const pageRead = (name: string): MockedResponse => ({
      request: { query: CenterHeaderDocument, variables: { centerId: 'centre-1' } },
      result: { data: { center: { __typename: 'Center', id: 'centre-1', name, avatar: null } } },
    });
    function PageData() {
      const { data } = useQuery(CenterHeaderDocument, { variables: { centerId: 'centre-1' } });
      return <p data-testid="page-data">{data?.center.name ?? ''}</p>;
    }
    const heard = { paid: 0, closed: 0 };
    const shadow = await renderer.render(
      <Suspense fallback={null}>
        <PageData />
        <PayOfferDialog
          offer={offer}
          linkCode={LINK_CODE}
          amountCents={5625}
          currency="USD"
          onPaid={() => heard.paid++}
          onClose={() => heard.closed++}
        />
      </Suspense>,
      {
        region: 'US',
        mocks: [
          pageRead('as first read'),
          saveMock,
          payMock({ errors: [new GraphQLError(usedUp, { extensions: { code: 'PROMO_USED_UP' } })] }),
          pageRead('as read again'),
        ],
      },
    );
    await settle(() => text(shadow, 'page-data') === 'as first read', 'the page never read its data');
    await addCard(shadow);
    await found(shadow, 'pay-offer-failure');
    expect(text(shadow, 'pay-offer-failure')).to.contain(usedUp);
    await settle(() => text(shadow, 'page-data') === 'as read again', 'the page did not read its data again');
    // The card was not refused: it is still there to pay the full fee with.
    expect(text(shadow, 'pay-offer-method')).to.contain('card ending in 4242');
    expect(heard).to.deep.equal({ paid: 0, closed: 0 });
  });

  it('a charge the server does not confirm says "There is an issue with the payment. Please try again."', async () => {
    const { shadow, heard } = await open([saveMock, payMock({ data: { payEnrollmentFeeForOffer: false } })]);
    await addCard(shadow);
    await found(shadow, 'pay-offer-failure');
    expect(text(shadow, 'pay-offer-failure')).to.equal('There is an issue with the payment. Please try again.');
    expect(byTestId(shadow, 'pay-offer-pay')).not.to.equal(null);
    expect(heard.paid).to.equal(0);
  });

  it('a successful charge says so and calls onPaid', async () => {
    const { shadow, heard } = await open([saveMock, payMock({ data: { payEnrollmentFeeForOffer: true } })]);
    await addCard(shadow);
    await found(shadow, 'pay-offer-paid');
    expect(text(shadow, 'pay-offer-paid')).to.equal(
      'Payment successful. Please wait while we process your application.',
    );
    expect(heard).to.deep.equal({ paid: 1, closed: 0 });
  });

  it("a card whose bank asks for confirmation is paid once the bank's page answers", async () => {
    const reference = 'sbx_ch_3ds';
    const { shadow, heard } = await open([
      saveMock,
      payMock({
        errors: [
          new GraphQLError('Your bank asks you to confirm this payment.', {
            extensions: { code: 'PAYMENT_ACTION_REQUIRED', actionUrl: PAGE('confirm'), paymentReference: reference },
          }),
        ],
      }),
      {
        request: { query: ReportOfferPaymentDocument },
        variableMatcher: (variables) =>
          variables.paymentReference === reference &&
          variables.paymentAmount === 7500 &&
          variables.linkCode === LINK_CODE,
        result: { data: { updatePayment: true } },
      },
    ]);
    await addCard(shadow);
    await found(shadow, 'offer-confirm-payment');
    await fromFrame(shadow, PAGE('confirm'), { type: 'cc-payment-authenticated', reference });
    await found(shadow, 'pay-offer-paid');
    expect(heard.paid).to.equal(1);
  });

  it('the close button closes it', async () => {
    const { shadow, heard } = await open([]);
    (byTestId(shadow, 'pay-offer-close') as HTMLElement).click();
    await settle(() => heard.closed === 1);
  });
});
