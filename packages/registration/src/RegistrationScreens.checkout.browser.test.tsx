// <cc-registration>'s checkout (/registration-submission/{linkCode}) as a family meets it, its answers mocked at the
// GraphQL boundary: the button named by what the submission holds, the terms, the notices that stand instead of the
// form, and the link that is no longer available.
import { assert, expect } from '@open-wc/testing';
import { act } from 'react';
import type { Region } from '@cc/core';
import { byTestId, found, settle, shadowRenderer } from '@cc/ui/testing';
import { RegistrationFlow } from './RegistrationFlow';
import { REGISTRATION_MESSAGES } from './i18n/catalogue';
import { GraphQLError } from 'graphql';
import {
  AcceptRegistrationDocument,
  RegistrationCheckoutDocument,
  SetRegistrationPaymentTokenDocument,
} from './checkout/checkout.graphql.generated';
import { checkoutMocks, submission, typed, type CheckoutAnswer } from './testing/checkout.fixtures';
import { widgetProps } from './testing/registration.fixtures';

const renderer = shadowRenderer({ messages: REGISTRATION_MESSAGES });
const text = (shadow: ShadowRoot, id: string) => byTestId(shadow, id)?.textContent?.trim() ?? '';
/** A click, and what React does about it, inside act(). */
const click = (element: HTMLElement) => act(async () => element.click());
const press = (shadow: ShadowRoot, id: string) => click(byTestId(shadow, id) as HTMLElement);
const namesIn = (shadow: ShadowRoot, id: string) =>
  [...shadow.querySelectorAll(`[data-testid="${id}"]`)].map((e) => e.getAttribute('data-name'));

async function checkout(region: Region, answer: CheckoutAnswer) {
  const shadow = await renderer.render(<RegistrationFlow {...widgetProps('checkout', { region })} />, {
    region,
    mocks: checkoutMocks(region as 'US' | 'AU', answer),
  });
  await found(shadow, 'registration-checkout', 4000);
  return shadow;
}

/** The page once the submission has loaded: its title, or a whole-page notice. */
const loaded = (shadow: ShadowRoot) =>
  settle(
    () => shadow.querySelector('#cc-reg-checkout-title, #cc-link-notice, [data-testid="error-screen"]'),
    'the checkout never loaded',
  );

describe('<cc-registration> checkout', () => {
  afterEach(() => renderer.cleanup());

  it('a fee due: the children and programs, the fees, the card frame and "Accept & Pay"; Accept without the terms asks for them', async () => {
    const shadow = await checkout('US', 'APPROVED');
    await found(shadow, 'checkout-accept');
    expect(shadow.querySelector('#cc-reg-checkout-title')?.textContent).to.equal('Summer Camp 2027');
    expect(text(shadow, 'checkout-accept')).to.equal('Accept & Pay');
    expect(namesIn(shadow, 'checkout-child')).to.deep.equal(['Mateo Ramirez', 'Lucia Ramirez']);
    expect(namesIn(shadow, 'checkout-program')).to.deep.equal(['Summer Camp', 'Swim Lessons', 'Art Club']);
    expect(text(shadow, 'checkout-total')).to.equal('$65.00');
    // The provider's card page, in the element's light DOM (its scripts refuse a shadow root).
    const frame = () => (shadow.host as HTMLElement).querySelector('iframe[slot="cc-payment-frame"]');
    await settle(() => frame(), 'no card frame');
    expect(frame()?.getAttribute('src')).to.equal('about:blank#sandbox-fields');
    await assert.isAccessible(shadow.host as HTMLElement);
    await press(shadow, 'checkout-accept');
    const problems = await found(shadow, 'checkout-problems');
    expect(problems.textContent).to.contain('Please agree to the terms and conditions to continue.');
    expect(problems.textContent).to.contain('Please add a card to pay the registration fee.');
  });

  it('"Put me on the Waitlist." when a program waits for a place, its badge saying so', async () => {
    const shadow = await checkout('AU', 'OFFERED_WAITLIST');
    await found(shadow, 'checkout-accept');
    expect(text(shadow, 'checkout-accept')).to.equal('Put me on the Waitlist.');
    const badges = [...shadow.querySelectorAll('[data-testid="checkout-availability"]')].map((b) => b.textContent);
    expect(badges).to.deep.equal(['Space is Available', 'Will be put on Waitlist']);
    expect(text(shadow, 'checkout-total')).to.equal('$40.00');
  });

  it('"Accept" when nothing is due: the terms ticked, accepting shows the registration complete', async () => {
    const shadow = await checkout('US', 'APPROVED_NO_FEE');
    await found(shadow, 'checkout-accept');
    expect(text(shadow, 'checkout-accept')).to.equal('Accept');
    expect(byTestId(shadow, 'checkout-fees')).to.equal(null);
    await press(shadow, 'checkout-accept');
    await found(shadow, 'checkout-problems');
    expect(text(shadow, 'checkout-problems')).to.equal('Please agree to the terms and conditions to continue.');
    const terms = byTestId<HTMLInputElement>(shadow, 'checkout-terms')!;
    await click(terms);
    await settle(() => terms.checked && byTestId(shadow, 'checkout-problems') === null);
    await press(shadow, 'checkout-accept');
    const notice = await found(shadow, 'checkout-notice', 4000);
    expect(notice.getAttribute('data-kind')).to.equal('COMPLETED');
    expect(notice.textContent).to.contain('Your registration is complete');
    expect(namesIn(shadow, 'checkout-program')).to.deep.equal(['Swim Lessons']);
    expect(byTestId(shadow, 'checkout-accept')).to.equal(null);
  });

  it('a promo code used up by another family meanwhile: the checkout is read again and shows the full fee', async () => {
    const usedUp =
      'This promo code has just been used up by another family, so it has been removed. Nothing was charged: please check the fee and pay again.';
    const card = { paymentToken: 'sbx_tok_saved', methodType: 'CREDIT_CARD', brand: 'VISA', lastFour: '4242' };
    const read = (promo: boolean) => ({
      data: {
        registrationSubmissionOfferForLinkCode: typed({ ...submission('US', 'APPROVED', promo), paymentMethod: card }),
      },
    });
    const request = { query: RegistrationCheckoutDocument };
    const shadow = await renderer.render(<RegistrationFlow {...widgetProps('checkout', { region: 'US' })} />, {
      region: 'US',
      mocks: [
        { request, variableMatcher: () => true, maxUsageCount: 1, result: read(true) },
        { request, variableMatcher: () => true, maxUsageCount: 5, result: read(false) },
        {
          request: { query: AcceptRegistrationDocument },
          variableMatcher: () => true,
          result: { errors: [new GraphQLError(usedUp, { extensions: { code: 'PROMO_USED_UP' } })] },
        },
      ],
    });
    await found(shadow, 'checkout-accept', 4000);
    expect(text(shadow, 'checkout-total')).to.equal('$58.50');
    const terms = byTestId<HTMLInputElement>(shadow, 'checkout-terms')!;
    await click(terms);
    await settle(() => terms.checked);
    await press(shadow, 'checkout-accept');
    await found(shadow, 'checkout-problems');
    expect(text(shadow, 'checkout-problems')).to.contain(usedUp);
    await settle(() => text(shadow, 'checkout-total') === '$65.00', 'the checkout still shows the discounted fee');
  });

  it("AU: a card's surcharge shows, with the total it will be charged, as soon as the card is saved", async () => {
    // The provider's page is a page of this origin here (the test server's not-found page): the test speaks for it.
    const page = `${window.location.origin}/__provider__/card`;
    const before = submission('AU', 'APPROVED');
    const provider = { ...before.paymentProviderInfo!, fieldsUrl: page, fieldsOrigin: window.location.origin };
    const card = { paymentToken: 'sbx_tok_au', methodType: 'CREDIT_CARD', brand: 'VISA', lastFour: '4242' };
    const surcharged = {
      ...before,
      paymentProviderInfo: provider,
      paymentMethod: card,
      paymentInfo: { ...before.paymentInfo, surchargeAmount: 98, total: before.paymentInfo.total + 98 },
    };
    const read = (offer: typeof before) => ({ data: { registrationSubmissionOfferForLinkCode: typed(offer) } });
    const request = { query: RegistrationCheckoutDocument };
    const saved: string[] = [];
    const shadow = await renderer.render(<RegistrationFlow {...widgetProps('checkout', { region: 'AU' })} />, {
      region: 'AU',
      mocks: [
        {
          request,
          variableMatcher: () => true,
          maxUsageCount: 1,
          result: read({ ...before, paymentProviderInfo: provider }),
        },
        { request, variableMatcher: () => true, maxUsageCount: 5, result: read(surcharged) },
        {
          request: { query: SetRegistrationPaymentTokenDocument },
          variableMatcher: (variables: { paymentToken: string }) => (saved.push(variables.paymentToken), true),
          result: { data: { setRegistrationSubmissionPaymentToken: card } },
        },
      ],
    });
    await found(shadow, 'checkout-accept', 4000);
    expect(text(shadow, 'checkout-total')).to.equal('$65.00');
    expect(text(shadow, 'checkout-fees')).not.to.contain('0.98');
    const host = shadow.host as HTMLElement;
    const frame = () => host.querySelector<HTMLIFrameElement>('iframe[slot="cc-payment-frame"]');
    await settle(
      () => frame()?.contentDocument?.URL === page && frame()?.contentDocument?.readyState === 'complete',
      "the provider's page never loaded",
    );
    const inFrame = frame()!.contentWindow as Window & { Function: FunctionConstructor };
    new inFrame.Function('message', "parent.postMessage(message, '*')")({
      type: 'cc-payment-token',
      token: 'sbx_tok_au',
      brand: 'VISA',
      lastFour: '4242',
    });
    // Before pay is pressed: the card is saved, and the fees say what it will be charged.
    await settle(() => text(shadow, 'checkout-total') === '$65.98', 'the total never showed the surcharge');
    expect(saved).to.deep.equal(['sbx_tok_au']);
    expect(text(shadow, 'checkout-fees')).to.contain('$0.98');
  });

  it("SUBMITTED: the approval notice stands instead of the form, in the region's words", async () => {
    const shadow = await checkout('AU', 'SUBMITTED');
    const notice = await found(shadow, 'checkout-notice');
    expect(notice.textContent).to.contain('Your registration is waiting for approval');
    expect(notice.textContent).to.contain('The centre will review it and email you.');
    expect(namesIn(shadow, 'checkout-child')).to.deep.equal(['Oliver Walker', 'Ruby Walker']);
    expect(byTestId(shadow, 'checkout-accept')).to.equal(null);
    expect(byTestId(shadow, 'checkout-terms')).to.equal(null);
    await assert.isAccessible(shadow.host as HTMLElement);
  });

  it('REJECTED, and a link nobody knows: "This link is no longer available."', async () => {
    for (const answer of ['REJECTED', 'not-found'] as const) {
      const shadow = await checkout('US', answer);
      await loaded(shadow);
      expect(text(shadow, 'registration-closed')).to.contain('This link is no longer available.');
      expect(byTestId(shadow, 'checkout-accept')).to.equal(null);
      await renderer.cleanup();
    }
  });
});
