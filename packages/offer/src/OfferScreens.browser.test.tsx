import { assert, expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ReactNode } from 'react';
import type { Region } from '@cc/core';
import { byTestId, found, settle, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import { OFFER_MESSAGES } from './i18n/catalogue';
import { OfferScreen } from './screens/offer/OfferScreen';
import { PrintScreen } from './screens/print/PrintScreen';
import {
  LINK_CODE,
  actionMock,
  checkExpiredMock,
  offer,
  offerMock,
  payMock,
  printMock,
  promoMock,
  waitlistPositionsMock,
  widgetProps,
} from './testing/fixtures';

const renderer = shadowRenderer({ messages: OFFER_MESSAGES });
const render = (node: ReactNode, region: Region, mocks: MockedResponse[]) =>
  renderer.render(<>{node}</>, { region, mocks });
const text = (shadow: ShadowRoot, id: string) => byTestId(shadow, id)?.textContent?.trim() ?? '';
const press = (shadow: ShadowRoot, id: string) => (byTestId(shadow, id) as HTMLElement).click();
const disabled = (shadow: ShadowRoot, id: string) => (byTestId(shadow, id) as HTMLButtonElement).disabled;

const heard: Array<{ type: string; detail: unknown }> = [];
for (const type of ['cc-navigate', 'cc-submitted'])
  document.addEventListener(type, (event) => {
    event.preventDefault();
    heard.push({ type, detail: (event as CustomEvent).detail });
  });

async function tickTerms(shadow: ShadowRoot) {
  const box = byTestId(shadow, 'offer-terms') as HTMLElement & { checked: boolean };
  box.click();
  await settle(() => box.checked);
}

const screen = () => <OfferScreen widget={widgetProps()} linkCode={LINK_CODE} />;

describe('<cc-offer> screens', () => {
  beforeEach(() => {
    heard.length = 0;
  });
  afterEach(async () => {
    await renderer.cleanup();
    await setViewport({ width: 1280, height: 800 });
    localStorage.clear();
  });

  describe('the offer page', () => {
    it('shows the child, the program with its days, the estimate, the answer-by date, and no fee due', async () => {
      const shadow = await render(screen(), 'US', [offerMock(offer('US'))]);
      await found(shadow, 'offer-page');
      expect(shadow.querySelector('.cc-offer__title')?.textContent).to.equal(
        'Your offer from Maple Grove Lincoln Park',
      );
      expect(text(shadow, 'offer-program-days')).to.equal('Monday and Wednesday');
      expect(text(shadow, 'offer-program-dates')).to.equal('Starts Jan 04, 2027');
      expect(text(shadow, 'offer-program-rate')).to.equal('$85.00 per day');
      expect(text(shadow, 'offer-cost-total')).to.equal('$170.00');
      expect(text(shadow, 'offer-expiry')).to.equal('Please answer by Jan 15, 2027.');
      expect(text(shadow, 'offer-fees-none')).to.equal('No fees are due now.');
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('keeps Accept disabled until the terms are ticked, then accepts and shows part 2 of 3', async () => {
      const before = offer('US');
      const shadow = await render(screen(), 'US', [
        offerMock(before),
        actionMock('accept', before, { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' }),
      ]);
      await found(shadow, 'offer-page');
      expect(disabled(shadow, 'offer-accept')).to.equal(true);
      expect(text(shadow, 'offer-accept-hints')).to.equal('Please accept the terms and conditions to continue.');
      expect(byTestId(shadow, 'offer-accept')?.textContent?.trim()).to.equal('Accept and Continue');
      await tickTerms(shadow);
      await settle(() => !disabled(shadow, 'offer-accept'));
      press(shadow, 'offer-accept');
      await found(shadow, 'offer-outcome');
      expect(text(shadow, 'offer-outcome-title')).to.equal('Offer accepted');
      expect(text(shadow, 'offer-outcome-part')).to.equal('Part 2 of 3: enrollment form');
      expect(text(shadow, 'offer-outcome-expiry')).to.equal('Please complete it by Jan 15, 2027.');
      expect(heard.map((e) => e.type)).to.deep.equal(['cc-submitted']);
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('a fee-bearing offer asks for a payment method first, and its due-now fees add up', async () => {
      const shadow = await render(screen(), 'AU', [offerMock(offer('AU', { fee: 7500 }))]);
      await found(shadow, 'offer-page');
      expect(text(shadow, 'offer-payment-required')).to.equal('You must add a payment method before you can proceed.');
      expect(text(shadow, 'offer-fees-total')).to.equal('$75.00');
      expect(byTestId(shadow, 'offer-accept')?.textContent?.trim()).to.equal('Accept and Pay');
      await tickTerms(shadow);
      expect(disabled(shadow, 'offer-accept')).to.equal(true);
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('a fee-bearing offer with a card added pays and accepts in one go: "We\'ve got your payment"', async () => {
      const before = offer('US', { fee: 7500, lastFour: '4242' });
      const after = offer('US', {
        state: 'ACCEPTED',
        applicationState: 'APPLICANT_ACCEPTED_OFFER',
        lastFour: '4242',
        charges: [{ status: 'succeeded', amount: 7500 }],
      });
      const shadow = await render(screen(), 'US', [
        // The offer as the server reads it: open until the payment, accepted once it is in.
        { ...offerMock(before), maxUsageCount: 1 },
        payMock(before),
        offerMock(after),
      ]);
      await found(shadow, 'offer-page');
      expect(text(shadow, 'offer-payment-method')).to.contain('card ending in 4242');
      expect(byTestId(shadow, 'offer-payment-required')).to.equal(null);
      await tickTerms(shadow);
      await settle(() => !disabled(shadow, 'offer-accept'));
      press(shadow, 'offer-accept');
      await found(shadow, 'offer-payment-received');
      expect(text(shadow, 'offer-payment-received')).to.equal("We've got your payment");
      expect(text(shadow, 'offer-outcome-title')).to.equal('Offer accepted');
      // The payment shown back: amount, the centre's date, the card, the processor's reference.
      const receipt = text(shadow, 'offer-receipt');
      for (const part of ['$75.00', 'Dec 01, 2026', 'card ending in 4242', 'sbx_ch_0', 'Paid'])
        expect(receipt).to.contain(part);
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('a declined card says why and asks for another card', async () => {
      const before = offer('AU', { fee: 7500, lastFour: '0002' });
      const shadow = await render(screen(), 'AU', [
        offerMock(before),
        payMock(before, 'Your card was declined. Please use another card.'),
      ]);
      await found(shadow, 'offer-page');
      await tickTerms(shadow);
      await settle(() => !disabled(shadow, 'offer-accept'));
      press(shadow, 'offer-accept');
      await found(shadow, 'offer-failure');
      expect(text(shadow, 'offer-failure')).to.contain('Your card was declined. Please use another card.');
      expect(byTestId(shadow, 'offer-payment-method')).to.equal(null);
      await found(shadow, 'offer-add-method');
      expect(text(shadow, 'offer-add-method')).to.equal('Add card');
      press(shadow, 'offer-add-method');
      await found(shadow, 'offer-card-slot');
      const dialog = byTestId(shadow, 'offer-method-dialog') as HTMLElement & { label: string };
      expect(dialog.label).to.equal('Card Details');
      expect(disabled(shadow, 'offer-accept')).to.equal(true);
      const frame = (shadow.host as HTMLElement).querySelector('iframe[slot="cc-payment-frame"]');
      expect(frame?.getAttribute('title')).to.equal('Card details');
    });

    it('paying by bank account: "Bank Account Details" from the provider, and Save asks for the account and the debit consent', async () => {
      const shadow = await render(screen(), 'AU', [offerMock(offer('AU', { fee: 7500 }))]);
      await found(shadow, 'offer-payment-type');
      expect(text(shadow, 'offer-payment-type')).to.contain('How would you like to pay?');
      const bank = shadow.querySelector<HTMLInputElement>('input[value="bank-account"]')!;
      bank.click();
      await settle(() => text(shadow, 'offer-add-method') === 'Add bank account');
      press(shadow, 'offer-add-method');
      await found(shadow, 'offer-bank');
      const dialog = byTestId(shadow, 'offer-method-dialog') as HTMLElement & { label: string };
      expect(dialog.label).to.equal('Bank Account Details');
      const frame = (shadow.host as HTMLElement).querySelector('iframe[slot="cc-payment-frame"]');
      expect(frame?.getAttribute('src')).to.equal('about:blank#sandbox-bank-fields');
      expect(frame?.getAttribute('title')).to.equal('Bank account details');
      expect(text(shadow, 'offer-debit-consent')).to.contain(
        'I authorise Wattle Tree Fitzroy to debit this account for the fees due now',
      );
      press(shadow, 'offer-bank-save');
      await found(shadow, 'offer-bank-required');
      expect(text(shadow, 'offer-bank-required')).to.equal('Required');
      const consent = byTestId(shadow, 'offer-debit-consent') as HTMLElement & { helpText: string };
      await settle(() => consent.helpText === 'You must agree to the direct debit request to continue.');
      expect(disabled(shadow, 'offer-accept')).to.equal(true);
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('a saved bank account is listed as "account ending in" with its default and auto-pay badges; changing type sets it aside', async () => {
      const shadow = await render(screen(), 'US', [
        offerMock(offer('US', { fee: 7500, lastFour: '6789', bank: true })),
      ]);
      await found(shadow, 'offer-payment-method');
      expect(text(shadow, 'offer-payment-method')).to.contain('account ending in 6789');
      expect(text(shadow, 'payment-method-default')).to.equal('Default');
      expect(text(shadow, 'payment-method-auto-pay')).to.equal('Auto-pay');
      expect(shadow.querySelector<HTMLInputElement>('input[value="bank-account"]')!.checked).to.equal(true);
      shadow.querySelector<HTMLInputElement>('input[value="credit-card"]')!.click();
      await found(shadow, 'offer-add-method');
      expect(text(shadow, 'offer-add-method')).to.equal('Add card');
      expect(byTestId(shadow, 'offer-payment-method')).to.equal(null);
      await found(shadow, 'offer-payment-required');
    });

    it('after a returned debit the page says the last payment did not go through and asks for another method', async () => {
      const shadow = await render(screen(), 'US', [
        offerMock(
          offer('US', {
            fee: 7500,
            lastFour: '1116',
            bank: true,
            charges: [{ status: 'failed', methodType: 'CHECKING_ACCOUNT' }],
          }),
        ),
      ]);
      await found(shadow, 'offer-last-payment-failed');
      expect(text(shadow, 'offer-last-payment-failed')).to.equal(
        'Your last payment did not go through. Please add another payment method.',
      );
      expect(byTestId(shadow, 'offer-payment-method')).to.equal(null);
    });

    it('a payment session that has ended shows "Session Expired Due to Inactivity" with Reload', async () => {
      const shadow = await render(screen(), 'US', [
        offerMock(offer('US', { fee: 7500, sessionExpiresAt: '2020-01-01T00:00:00.000Z' })),
      ]);
      await found(shadow, 'offer-session-expired');
      const dialog = byTestId(shadow, 'offer-session-expired') as HTMLElement & { label: string };
      expect(dialog.label).to.equal('Session Expired Due to Inactivity');
      expect(dialog.textContent).to.contain(
        'For your security; your session has timed out. Please reload the page to continue.',
      );
      expect(text(shadow, 'offer-session-reload')).to.equal('Reload');
    });

    it('"Enter Promo Code": a refused code says why in the dialog; a good one takes its discount off the total', async () => {
      const before = { ...offer('AU', { fee: 7500 }), leadPromoCodes: true };
      const shadow = await render(screen(), 'AU', [
        offerMock(before),
        promoMock(before, 'SPRING', 'promo-expired'),
        promoMock(before, 'WELCOME10', { discount: 750, name: 'Welcome 10% off' }),
      ]);
      await found(shadow, 'offer-page');
      press(shadow, 'offer-promo-open');
      const input = (await found(shadow, 'offer-promo-code')) as HTMLElement & { value: string };
      const typeCode = async (value: string) => {
        input.value = value;
        input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
        // React has the new code once the dialog re-rendered with it.
        await settle(() => !disabled(shadow, 'offer-promo-apply'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      };
      await typeCode('SPRING');
      press(shadow, 'offer-promo-apply');
      await found(shadow, 'offer-promo-failure');
      expect(text(shadow, 'offer-promo-failure')).to.equal('This promo code has expired.');
      await assert.isAccessible(shadow.host as HTMLElement);
      await typeCode('WELCOME10');
      press(shadow, 'offer-promo-apply');
      await settle(() => text(shadow, 'offer-fees-total') === '$67.50');
      expect(text(shadow, 'offer-fees-discount')).to.equal('−$7.50');
      expect(byTestId(shadow, 'offer-fees')?.querySelectorAll('dt')[1]?.textContent).to.equal('Welcome 10% off');
    });

    it('Return to Waitlist from the dialog shows the waitlist screen', async () => {
      const before = offer('AU');
      const shadow = await render(screen(), 'AU', [
        offerMock(before),
        actionMock('waitlist', before, { state: 'ACCEPTED_WAITLIST', applicationState: 'ON_WAITLIST' }),
        waitlistPositionsMock('AU', 3, 12),
      ]);
      await found(shadow, 'offer-page');
      press(shadow, 'offer-decline-or-waitlist');
      await found(shadow, 'offer-return-to-waitlist');
      press(shadow, 'offer-return-to-waitlist');
      await found(shadow, 'offer-outcome');
      expect(text(shadow, 'offer-outcome-title')).to.equal('You are on the Waiting List');
      expect(text(shadow, 'offer-outcome-body')).to.equal(
        'Wattle Tree Fitzroy will contact you when a place becomes available.',
      );
      // The family's place in the queue, read once the outcome shows.
      expect((await found(shadow, 'waitlist-position')).textContent).to.equal(
        '3rd of 12 waiting for Nursery at Wattle Tree Fitzroy, starting in September',
      );
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('Decline gives the place up and says so; a refusal keeps the page with the reason', async () => {
      const before = offer('US');
      const shadow = await render(screen(), 'US', [
        offerMock(before),
        actionMock('decline', before, { state: 'LOST', applicationState: 'LOST' }),
      ]);
      await found(shadow, 'offer-page');
      press(shadow, 'offer-decline-or-waitlist');
      await found(shadow, 'offer-decline');
      press(shadow, 'offer-decline');
      await found(shadow, 'offer-outcome');
      expect(text(shadow, 'offer-outcome-title')).to.equal('Offer declined');
    });

    it('a refused accept (payment required) stays on the page and says why', async () => {
      const before = offer('US');
      const shadow = await render(screen(), 'US', [
        offerMock(before),
        actionMock('accept', before, { state: 'NEW', applicationState: 'OFFERED' }, 'payment-required'),
      ]);
      await found(shadow, 'offer-page');
      await tickTerms(shadow);
      await settle(() => !disabled(shadow, 'offer-accept'));
      press(shadow, 'offer-accept');
      await found(shadow, 'offer-failure');
      expect(text(shadow, 'offer-failure')).to.contain('You must add a payment method before you can proceed.');
    });
  });

  describe('outcomes', () => {
    it('on the waitlist, opened again: the outcome with the place in the queue (US)', async () => {
      const shadow = await render(screen(), 'US', [
        offerMock(offer('US', { state: 'ACCEPTED_WAITLIST', applicationState: 'ON_WAITLIST' })),
        waitlistPositionsMock('US', 1, 4),
      ]);
      await found(shadow, 'offer-outcome');
      expect((await found(shadow, 'waitlist-position')).textContent).to.equal(
        '1st of 4 waiting for Toddler Room at Maple Grove Lincoln Park, starting in September',
      );
    });

    it('no place shows on another outcome', async () => {
      const shadow = await render(screen(), 'US', [
        offerMock(offer('US', { state: 'LOST', applicationState: 'LOST' })),
      ]);
      await found(shadow, 'offer-outcome');
      await settle(() => true);
      expect(byTestId(shadow, 'waitlist-positions')).to.equal(null);
    });

    it('an expired offer says so with its date, closes its application, and Restart returns to the enquiry link', async () => {
      localStorage.setItem('cc-enquiry:link-code', 'XsPk5gsG02nFjzf5ySlXGw');
      const expired = offer('AU', { expired: true, expiryDate: '2026-11-22' });
      const shadow = await render(screen(), 'AU', [offerMock(expired), checkExpiredMock(expired)]);
      await found(shadow, 'offer-outcome');
      expect(text(shadow, 'offer-outcome-title')).to.equal('Uh oh, your enrolment request expired');
      expect(text(shadow, 'offer-outcome-body')).to.equal('expired on Nov 22, 2026');
      press(shadow, 'offer-restart');
      expect(heard).to.deep.equal([{ type: 'cc-navigate', detail: { to: '/inquiry/XsPk5gsG02nFjzf5ySlXGw' } }]);
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('in the US the expired title spells enrollment; without a stored enquiry link Restart goes home', async () => {
      const expired = offer('US', { expired: true });
      const shadow = await render(screen(), 'US', [offerMock(expired), checkExpiredMock(expired)]);
      await found(shadow, 'offer-outcome');
      expect(text(shadow, 'offer-outcome-title')).to.equal('Uh oh, your enrollment request expired');
      press(shadow, 'offer-restart');
      expect(heard).to.deep.equal([{ type: 'cc-navigate', detail: { to: '/' } }]);
    });

    it('a rejected offer and an unknown link both read "This link is no longer available."', async () => {
      let shadow = await render(screen(), 'US', [offerMock(offer('US', { state: 'REJECTED' }))]);
      await found(shadow, 'offer-outcome');
      expect(text(shadow, 'offer-outcome-title')).to.equal('This link is no longer available.');
      await renderer.cleanup();
      shadow = await render(screen(), 'US', [offerMock('not-found')]);
      await found(shadow, 'offer-unavailable');
      expect(text(shadow, 'offer-unavailable')).to.equal('This link is no longer available.');
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('an accepted offer opened again shows the acknowledgement; See my applications goes to the portal login', async () => {
      const shadow = await render(screen(), 'US', [
        offerMock(offer('US', { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' })),
      ]);
      await found(shadow, 'offer-outcome');
      expect(byTestId(shadow, 'offer-child')).to.not.equal(null);
      press(shadow, 'offer-my-applications');
      expect(heard).to.deep.equal([
        {
          type: 'cc-navigate',
          detail: { to: '/parent-portal/login?redirect=%2Fparent-portal&businessId=business-US' },
        },
      ]);
    });

    it("a bank debit on its way says so, even past the offer's day; the acknowledgement continues to the form", async () => {
      let shadow = await render(screen(), 'AU', [
        offerMock(
          offer('AU', {
            fee: 7500,
            expired: true,
            applicationState: 'ACCEPTED_OFFER_PENDING_PAYMENT',
            charges: [{ status: 'pending', methodType: 'CHECKING_ACCOUNT' }],
          }),
        ),
      ]);
      await found(shadow, 'offer-outcome');
      expect(text(shadow, 'offer-outcome-title')).to.equal('Your bank payment is on its way');
      expect(text(shadow, 'offer-outcome-body')).to.contain('Wattle Tree Fitzroy holds the place for you meanwhile');
      expect(text(shadow, 'offer-receipt')).to.contain('On its way from your bank');
      await assert.isAccessible(shadow.host as HTMLElement);
      await renderer.cleanup();
      shadow = await render(screen(), 'US', [
        offerMock(offer('US', { state: 'ACCEPTED', applicationState: 'APPLICANT_ACCEPTED_OFFER' })),
      ]);
      await found(shadow, 'offer-continue-to-form');
      expect(text(shadow, 'offer-continue-to-form')).to.equal('Continue to form');
      press(shadow, 'offer-continue-to-form');
      expect(heard).to.deep.equal([{ type: 'cc-navigate', detail: { to: `/offer/${LINK_CODE}/enrolment-form` } }]);
    });

    it('a failure to load shows the generic page', async () => {
      const shadow = await render(screen(), 'US', [offerMock(new Error('Failed to fetch'))]);
      await found(shadow, 'error-screen');
    });
  });

  describe('print view', () => {
    it('shows the offer without buttons, two-week days week by week', async () => {
      const shadow = await render(<PrintScreen widget={widgetProps('print')} linkCode={LINK_CODE} />, 'AU', [
        printMock(offer('AU', { biweekly: true, fee: 5000 })),
      ]);
      await found(shadow, 'offer-print-view');
      expect(shadow.querySelectorAll('sl-button').length).to.equal(0);
      expect(text(shadow, 'offer-program-days')).to.equal('Week 1: Monday and WednesdayWeek 2: Friday');
      expect(text(shadow, 'offer-fees-total')).to.equal('$50.00');
      await assert.isAccessible(shadow.host as HTMLElement);
    });
  });

  it('at phone width the answers stack and the page stays accessible', async () => {
    await setViewport({ width: 375, height: 800 });
    const shadow = await render(screen(), 'AU', [offerMock(offer('AU', { fee: 7500 }))]);
    await found(shadow, 'offer-page');
    await assert.isAccessible(shadow.host as HTMLElement);
  });
});
