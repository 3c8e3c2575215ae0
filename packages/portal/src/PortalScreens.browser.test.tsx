import { assert, expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ReactNode } from 'react';
import { GraphQLError } from 'graphql';
import type { Region } from '@cc/core';
import { byTestId, found, settle, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import { AnswerSignInChallengeDocument, RequestSignInCodeDocument, SignOutDocument } from '@cc/ui/sign-in';
import { PORTAL_MESSAGES } from './i18n/catalogue';
import { LAST_BUSINESS_KEY } from './routes';
import { ClosedRequestsScreen } from './screens/closed/ClosedRequestsScreen';
import { DashboardScreen } from './screens/dashboard/DashboardScreen';
import { DeclineScreen } from './screens/decline/DeclineScreen';
import { LoginScreen } from './screens/login/LoginScreen';
import {
  BUSINESS,
  LINK_CODE,
  centresMock,
  dashboardMock,
  declineMocks,
  declinePageMock,
  familyApplications,
  offeredApplication,
  settingsMock,
  waitlistedApplication,
  widgetProps,
} from './testing/fixtures';

const renderer = shadowRenderer({ messages: PORTAL_MESSAGES });
const render = (node: ReactNode, region: Region, mocks: MockedResponse[]) =>
  renderer.render(<>{node}</>, { region, mocks });
const text = (shadow: ShadowRoot, id: string) => byTestId(shadow, id)?.textContent?.trim() ?? '';

/**
 * Every event the portal sends its host, in order, heard on the document (they bubble out of the shadow root);
 * navigation is held here instead of leaving the test page.
 */
const heard: Array<{ type: string; detail: unknown }> = [];
for (const type of ['cc-navigate', 'cc-signed-in', 'cc-signed-out'])
  document.addEventListener(type, (event) => {
    event.preventDefault();
    heard.push({ type, detail: (event as CustomEvent).detail });
  });
const hostEvents = (_shadow?: ShadowRoot) => heard;

async function typeInto(shadow: ShadowRoot, label: string, value: string) {
  type Input = HTMLElement & { value: string; label: string };
  const input = [...shadow.querySelectorAll<Input>('sl-input')].find((el) => el.label === label);
  if (!input) throw new Error(`no input labelled ${label}`);
  input.value = value;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  await settle(() => true);
}

const press = (shadow: ShadowRoot, id: string) => (byTestId(shadow, id) as HTMLElement).click();

describe('<cc-portal> screens', () => {
  beforeEach(() => {
    heard.length = 0;
  });
  afterEach(async () => {
    await renderer.cleanup();
    await setViewport({ width: 1280, height: 800 });
    localStorage.clear();
  });

  describe('dashboard', () => {
    it('asks for the business this browser last signed in to beside the applications, and asks nothing twice', async () => {
      localStorage.setItem(LAST_BUSINESS_KEY, BUSINESS.US.id);
      const asked: string[] = [];
      // Each answer is recorded as it is given; the applications take longest.
      const recorded = (mock: MockedResponse, name: string): MockedResponse => ({
        ...mock,
        result: () => {
          asked.push(name);
          return structuredClone(mock.result) as never;
        },
      });
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
        recorded(dashboardMock('US', familyApplications('US'), 300), 'applications'),
        recorded({ ...settingsMock('US'), maxUsageCount: 1 }, 'settings'),
        recorded(centresMock('US', false), 'centres'),
      ]);
      await settle(() => asked.length === 2, 'the business was not asked for beside the applications');
      expect([...asked].sort()).to.deep.equal(['centres', 'settings']);
      await found(shadow, 'dashboard');
      expect(asked).to.have.length(3);
      expect(asked[2]).to.equal('applications');
    });

    it("shows the skeleton while loading, then each application with its status in the flow's words", async () => {
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
        dashboardMock('US', familyApplications('US'), 50),
        settingsMock('US'),
        centresMock('US', false),
      ]);
      expect(byTestId(shadow, 'dashboard-skeleton')).to.not.equal(null);
      await found(shadow, 'dashboard');
      const statuses = [...shadow.querySelectorAll('[data-testid="application-status"]')].map((s) => s.textContent);
      expect(statuses).to.deep.equal(['Completed', 'Offered a Waitlist Place', 'Withdrawn']);
      expect(shadow.querySelector('.cc-app-card__date')?.textContent).to.equal('Inquiry made 11-20-2026');
      expect(text(shadow, 'dashboard-who')).to.equal('Signed in as Emily');
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('in Australia: dates day first, "Enquiry", and a new offer in the offer flow awaiting a response', async () => {
      const [first, ...rest] = familyApplications('AU');
      const offered = {
        ...first!,
        children: [
          { ...first!.children[0]!, enquiries: [{ ...first!.children[0]!.enquiries[0]!, state: 'NEW' as never }] },
        ],
      };
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'AU', [
        dashboardMock('AU', [offered, ...rest]),
        settingsMock('AU'),
        centresMock('AU', true),
      ]);
      await found(shadow, 'dashboard');
      await settle(() => shadow.querySelector('[data-region="AU"]'));
      expect(shadow.querySelector('.cc-app-card__date')?.textContent).to.equal('Enquiry made 20-11-2026');
      expect(byTestId(shadow, 'application-status')?.textContent).to.equal('Offered - Awaiting Response');
      expect(text(shadow, 'dashboard-request-new')).to.equal('Request New or Updated Enrolment');
    });

    for (const [region, expected] of [
      ['US', '2nd of 9 waiting for Infant Care at Maple Grove Lincoln Park, starting in September'],
      ['AU', '23rd of 41 waiting for Nursery at Wattle Tree Fitzroy, starting in September'],
    ] as const) {
      it(`${region}: a waitlisted child's card says its place in the queue, under its program`, async () => {
        const [position, total] = region === 'US' ? [2, 9] : [23, 41];
        const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, region, [
          dashboardMock(region, [waitlistedApplication(region, position, total)]),
          settingsMock(region),
          centresMock(region, false),
        ]);
        await found(shadow, 'dashboard');
        const line = await found(shadow, 'waitlist-position');
        expect(line.textContent).to.equal(expected);
        expect(line.closest('[data-testid="application-program"]')).to.not.equal(null);
        await assert.isAccessible(shadow.host as HTMLElement);
      });
    }

    it('a card with nothing waiting shows no place', async () => {
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
        dashboardMock('US', familyApplications('US')),
        settingsMock('US'),
        centresMock('US', false),
      ]);
      await found(shadow, 'dashboard');
      expect(byTestId(shadow, 'waitlist-position')).to.equal(null);
    });

    it('sends a family to re-enrolment when a centre takes it through the portal, else to closed requests', async () => {
      for (const [uses, to] of [
        [true, '/parent-portal/re-enrolment'],
        [false, '/parent-portal/closed-requests'],
      ] as const) {
        const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
          dashboardMock('US', familyApplications('US')),
          settingsMock('US'),
          centresMock('US', uses),
        ]);
        const events = hostEvents(shadow);
        await found(shadow, 'dashboard');
        await settle(() => true);
        press(shadow, 'dashboard-request-new');
        expect(events).to.deep.equal([{ type: 'cc-navigate', detail: { to } }]);
        await renderer.cleanup();
        heard.length = 0;
      }
    });

    it('an offer waiting for an answer: "Action required" with its alert first, and the card opens the offer', async () => {
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
        dashboardMock('US', [offeredApplication('US'), ...familyApplications('US')]),
        settingsMock('US'),
        centresMock('US', true),
      ]);
      await found(shadow, 'dashboard');
      const action = byTestId(shadow, 'dashboard-action-required')!;
      expect(action.querySelectorAll('[data-testid="application-card"]').length).to.equal(1);
      expect(text(shadow, 'dashboard-action-info')).to.equal(
        'The center has made you an offer. Open it to answer before it expires.',
      );
      expect(
        byTestId(shadow, 'dashboard-existing')!.querySelectorAll('[data-testid="application-card"]').length,
      ).to.equal(3);
      expect(byTestId(shadow, 'dashboard-existing')!.querySelector('[data-testid="application-view-offer"]')).to.equal(
        null,
      );
      (action.querySelector('[data-testid="application-view-offer"]') as HTMLElement).click();
      expect(heard).to.deep.equal([{ type: 'cc-navigate', detail: { to: '/offer/portal-link-9' } }]);
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('with an offer waiting, a new application asks first: Go Back stays, Continue Anyway goes on', async () => {
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
        dashboardMock('US', [offeredApplication('US')]),
        settingsMock('US'),
        centresMock('US', true),
      ]);
      await found(shadow, 'dashboard');
      await settle(() => true);
      press(shadow, 'dashboard-request-new');
      const dialog = await found<HTMLElement & { open: boolean }>(shadow, 'new-application-dialog', 5000);
      await settle(() => dialog.open);
      expect(dialog.getAttribute('label')).to.equal('New Application');
      press(shadow, 'new-application-go-back');
      await settle(() => !dialog.open);
      expect(heard).to.deep.equal([]);
      press(shadow, 'dashboard-request-new');
      await settle(() => dialog.open);
      press(shadow, 'new-application-continue');
      expect(heard).to.deep.equal([{ type: 'cc-navigate', detail: { to: '/parent-portal/re-enrolment' } }]);
    });

    it('in the offer-enrolment flow an offer past its expiry reads "Offer Expired" in red and opens nothing', async () => {
      const expired = offeredApplication('AU', '2020-01-31');
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'AU', [
        dashboardMock('AU', [expired]),
        settingsMock('AU'),
        centresMock('AU', true),
      ]);
      await found(shadow, 'dashboard');
      const status = byTestId(shadow, 'application-status')!;
      expect(status.textContent).to.equal('Offer Expired');
      expect(status.dataset.tone).to.equal('danger');
      expect(byTestId(shadow, 'dashboard-action-required')).to.equal(null);
      expect(byTestId(shadow, 'application-view-offer')).to.equal(null);
    });

    it('with no applications: the empty state and its new-application button', async () => {
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
        dashboardMock('US', []),
        settingsMock('US'),
        centresMock('US', false),
      ]);
      await found(shadow, 'dashboard-empty');
      expect(text(shadow, 'dashboard-new-application')).to.equal('New Application');
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('signs out: the server ends the session, the host forgets the token, the login comes next', async () => {
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
        dashboardMock('US', familyApplications('US')),
        settingsMock('US'),
        centresMock('US', false),
        { request: { query: SignOutDocument }, result: { data: { signOut: true } } },
      ]);
      const events = hostEvents(shadow);
      await found(shadow, 'dashboard');
      press(shadow, 'dashboard-sign-out');
      await settle(() => events.length === 2);
      expect(events[0]).to.deep.equal({ type: 'cc-signed-out', detail: {} });
      expect(events[1]).to.deep.equal({
        type: 'cc-navigate',
        detail: { to: `/parent-portal/login?redirect=%2Fparent-portal&businessId=${BUSINESS.US.id}` },
      });
    });

    it('without a session, or with one the server refuses, asks the parent to sign in and come back', async () => {
      localStorage.setItem('cc.portal.business', BUSINESS.US.id);
      const login = `/parent-portal/login?redirect=%2Fparent-portal&businessId=${BUSINESS.US.id}`;
      await render(<DashboardScreen widget={widgetProps('dashboard')} />, 'US', []);
      await settle(() => heard.length === 1);
      expect(heard).to.deep.equal([{ type: 'cc-navigate', detail: { to: login } }]);
      await renderer.cleanup();
      heard.length = 0;
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 'old' })} />, 'US', [
        dashboardMock('US', 'unauthenticated'),
      ]);
      await settle(() => heard.length === 1);
      expect(heard).to.deep.equal([{ type: 'cc-navigate', detail: { to: login } }]);
      expect(byTestId(shadow, 'error-screen')).to.equal(null);
    });

    it('a failed load shows the error screen', async () => {
      const shadow = await render(<DashboardScreen widget={widgetProps('dashboard', { token: 't' })} />, 'US', [
        dashboardMock('US', 'failed'),
      ]);
      await found(shadow, 'error-screen');
    });
  });

  describe('login', () => {
    const challenge = { challenge: 'ch-1', expiresAt: '2026-11-23T15:10:00.000Z' };

    it('email, then code: the signed-in event carries the token, then on to the redirect (this site only)', async () => {
      const email = 'emily.johnson@example.com';
      const widget = widgetProps('login', { businessId: BUSINESS.US.id, redirect: 'https://evil.example/steal' });
      const shadow = await render(<LoginScreen widget={widget} />, 'US', [
        settingsMock('US'),
        {
          request: { query: RequestSignInCodeDocument, variables: { email, businessId: BUSINESS.US.id } },
          result: { data: { requestSignInCode: challenge } },
        },
        {
          request: {
            query: AnswerSignInChallengeDocument,
            variables: { input: { challenge: 'ch-1', email, code: '123456' } },
          },
          result: {
            errors: [
              new GraphQLError('Could not verify one time passcode, please check the code and try again.', {
                extensions: { code: 'INVALID_CODE' },
              }),
            ],
          },
        },
        {
          request: {
            query: AnswerSignInChallengeDocument,
            variables: { input: { challenge: 'ch-1', email, code: '654321' } },
          },
          result: {
            data: { answerSignInChallenge: { token: 'tok-1', expiresAt: '2026-12-23T15:00:00.000Z', personId: 'p1' } },
          },
        },
      ]);
      const events = hostEvents(shadow);
      await found(shadow, 'sign-in-email');
      press(shadow, 'sign-in-send-code');
      await settle(() => shadow.querySelector('[data-field-error="required"]'));
      await typeInto(shadow, 'Email', 'not-an-email');
      press(shadow, 'sign-in-send-code');
      await settle(() => shadow.querySelector('[data-field-error="email-invalid"]'));
      await typeInto(shadow, 'Email', email);
      press(shadow, 'sign-in-send-code');
      await found(shadow, 'sign-in-code');
      expect(text(shadow, 'sign-in-code-intro')).to.contain(email);
      expect(text(shadow, 'sign-in-resend-countdown')).to.match(/in 4\d seconds/);
      await assert.isAccessible(shadow.host as HTMLElement);

      await typeInto(shadow, 'Verification code', '123456');
      press(shadow, 'sign-in-verify');
      await found(shadow, 'sign-in-error');
      expect(text(shadow, 'sign-in-error')).to.equal(
        'Could not verify one time passcode, please check the code and try again.',
      );
      await typeInto(shadow, 'Verification code', '654 321');
      press(shadow, 'sign-in-verify');
      await settle(() => events.length === 2);
      expect(events).to.deep.equal([
        { type: 'cc-signed-in', detail: { token: 'tok-1', expiresAt: '2026-12-23T15:00:00.000Z' } },
        { type: 'cc-navigate', detail: { to: '/parent-portal' } },
      ]);
      expect(localStorage.getItem('cc.portal.business')).to.equal(BUSINESS.US.id);
    });

    it('fills in the email the login link carries, and "Re-enter your email" goes back to it', async () => {
      const email = 'linh.nguyen@example.com';
      const state = btoa(JSON.stringify({ email })).replace(/=+$/, '');
      const widget = widgetProps('login', { businessId: BUSINESS.AU.id, loginState: state });
      const shadow = await render(<LoginScreen widget={widget} />, 'AU', [
        settingsMock('AU'),
        {
          request: { query: RequestSignInCodeDocument, variables: { email, businessId: BUSINESS.AU.id } },
          result: { data: { requestSignInCode: challenge } },
        },
      ]);
      await found(shadow, 'sign-in-email');
      const input = shadow.querySelector('sl-input') as HTMLElement & { value: string };
      expect(input.value).to.equal(email);
      press(shadow, 'sign-in-send-code');
      await found(shadow, 'sign-in-code');
      expect(text(shadow, 'sign-in-code-intro')).to.contain('registered with the centre');
      press(shadow, 'sign-in-reenter-email');
      await found(shadow, 'sign-in-email');
    });

    it('with no business to sign in to, says where to find the link', async () => {
      const shadow = await render(<LoginScreen widget={widgetProps('login')} />, 'US', []);
      await found(shadow, 'sign-in-no-business');
    });
  });

  describe('decline', () => {
    it('records the decline on load; Send stays disabled until a reason; the thank-you follows', async () => {
      const shadow = await render(<DeclineScreen widget={widgetProps('decline')} linkCode={LINK_CODE} />, 'US', [
        declinePageMock('US', 'SENT'),
        ...declineMocks('US', { declineReason: 'NOT_INTERESTED' }),
      ]);
      await found(shadow, 'decline-form');
      const send = byTestId(shadow, 'decline-submit') as HTMLElement & { disabled: boolean };
      expect(send.disabled).to.equal(true);
      await assert.isAccessible(shadow.host as HTMLElement);
      const radio = [...shadow.querySelectorAll('sl-radio')].find(
        (r) => r.textContent === 'Not interested',
      ) as HTMLElement;
      radio.click();
      await settle(() => !send.disabled);
      send.click();
      await found(shadow, 'decline-thank-you');
      expect(text(shadow, 'decline-thank-you')).to.contain('Thank you, your response has been sent to the center.');
    });

    it("speaks the request's region from the request itself: no settings are asked for after it", async () => {
      let settingsAsked = 0;
      const settings = settingsMock('AU');
      // The element's region attribute is the default (US); the request is an Australian centre's.
      const shadow = await render(<DeclineScreen widget={widgetProps('decline')} linkCode={LINK_CODE} />, 'US', [
        declinePageMock('AU', 'SENT'),
        { ...settings, result: () => (settingsAsked++, structuredClone(settings.result) as never) },
        ...declineMocks('AU', { declineReason: 'NOT_INTERESTED' }),
      ]);
      await found(shadow, 'decline-form');
      const radio = [...shadow.querySelectorAll('sl-radio')].find(
        (r) => r.textContent === 'Not interested',
      ) as HTMLElement;
      radio.click();
      const send = byTestId(shadow, 'decline-submit') as HTMLElement & { disabled: boolean };
      await settle(() => !send.disabled);
      send.click();
      await found(shadow, 'decline-thank-you');
      expect(text(shadow, 'decline-thank-you')).to.contain('sent to the centre.');
      expect(settingsAsked).to.equal(0);
    });

    it("shows the server's refusal and keeps the choice", async () => {
      const shadow = await render(<DeclineScreen widget={widgetProps('decline')} linkCode={LINK_CODE} />, 'AU', [
        declinePageMock('AU', 'VIEWED'),
        ...declineMocks('AU', { declineReason: 'OUTSTANDING_REQUEST' }, true),
      ]);
      await found(shadow, 'decline-form');
      const radio = [...shadow.querySelectorAll('sl-radio')].find(
        (r) => r.textContent === 'I have an outstanding request',
      ) as HTMLElement;
      radio.click();
      const send = byTestId(shadow, 'decline-submit') as HTMLElement & { disabled: boolean };
      await settle(() => !send.disabled);
      send.click();
      await found(shadow, 'decline-failure');
      expect(text(shadow, 'decline-failure')).to.equal('This enrolment response was previously submitted');
      expect((radio as HTMLElement & { checked: boolean }).checked).to.equal(true);
    });

    for (const stage of ['PARENT_COMPLETED', 'CLOSED'] as const) {
      it(`${stage}: the completion screen, and nothing recorded`, async () => {
        const shadow = await render(<DeclineScreen widget={widgetProps('decline')} linkCode={LINK_CODE} />, 'US', [
          declinePageMock('US', stage),
        ]);
        await found(shadow, 'decline-completed');
      });
    }

    it('an unknown link: the decline error title and subtitle', async () => {
      const shadow = await render(<DeclineScreen widget={widgetProps('decline')} linkCode={LINK_CODE} />, 'US', [
        declinePageMock('US', 'not-found'),
      ]);
      await found(shadow, 'decline-error');
      expect(text(shadow, 'decline-error')).to.contain('Something went wrong. Please try again later.');
    });
  });

  it('closed requests: says re-enrolment is not open, and goes back to the applications', async () => {
    await setViewport({ width: 375, height: 800 });
    const shadow = await render(
      <ClosedRequestsScreen widget={widgetProps('closed-requests', { region: 'AU' })} />,
      'AU',
      [],
    );
    const events = hostEvents(shadow);
    await found(shadow, 'closed-requests');
    expect(text(shadow, 'closed-requests')).to.contain('Re-enrolment is not open');
    press(shadow, 'closed-requests-back');
    expect(events).to.deep.equal([{ type: 'cc-navigate', detail: { to: '/parent-portal' } }]);
    await assert.isAccessible(shadow.host as HTMLElement);
  });
});
