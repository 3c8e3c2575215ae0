import { assert, expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ReactNode } from 'react';
import type { Region } from '@cc/core';
import { byTestId, found, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import { GraphQLError } from 'graphql';
import { ErrorScreen } from '@cc/ui';
import { EnquiryLandingDocument } from './landing.graphql.generated';
import { LandingScreen } from './LandingScreen';
import { OutcomeScreen, type EnquiryOutcomeState } from './OutcomeScreen';

const renderer = shadowRenderer();
const render = (node: ReactNode, region: Region = 'US', mocks: MockedResponse[] = []) =>
  renderer.render(<>{node}</>, { region, mocks });
const text = (shadow: ShadowRoot, id: string) => byTestId(shadow, id)?.textContent ?? null;

describe('enquiry screens', () => {
  afterEach(async () => {
    await renderer.cleanup();
    await setViewport({ width: 1280, height: 800 });
  });

  describe('outcome', () => {
    const cases: [EnquiryOutcomeState, string, string][] = [
      [
        'ApplicantInitiated',
        'Successful Submission',
        'Your request has been sent to Maple Grove Learning Center. They will be in touch with you soon.',
      ],
      ['OnWaitlist', 'You are on the Waiting List', 'Maple Grove Learning Center will contact you when a place'],
      ['ApprovalPending', 'Approval Pending', 'Your request is waiting for approval from Maple Grove Learning Center.'],
    ];
    for (const [state, title, body] of cases) {
      it(`${state}: its own title, and a body that names the centre`, async () => {
        const shadow = await render(
          <OutcomeScreen state={state} centerNames={['Maple Grove Learning Center']} onClose={() => undefined} />,
        );
        expect(byTestId(shadow, 'outcome-screen')?.dataset.state).to.equal(state);
        expect(text(shadow, 'outcome-title')).to.equal(title);
        expect(text(shadow, 'outcome-body')).to.contain(body);
      });
    }

    it('names every centre the enquiry went to, as a list in words', async () => {
      const shadow = await render(
        <OutcomeScreen state="OnWaitlist" centerNames={['Lincoln Park', 'Maple Grove']} onClose={() => undefined} />,
      );
      expect(text(shadow, 'outcome-body')).to.equal(
        'Lincoln Park and Maple Grove will contact you when a place becomes available.',
      );
    });

    it('moves focus to the title and calls onClose from the Close button', async () => {
      let closed = 0;
      const shadow = await render(
        <OutcomeScreen state="ApplicantInitiated" centerNames={['Wattle Tree']} onClose={() => (closed += 1)} />,
        'AU',
      );
      expect(shadow.activeElement).to.equal(byTestId(shadow, 'outcome-title'));
      const close = byTestId(shadow, 'outcome-close') as HTMLElement;
      expect(close.textContent).to.equal('Close');
      close.click();
      expect(closed).to.equal(1);
    });

    for (const width of [375, 1280]) {
      it(`passes axe at ${width}px`, async () => {
        await setViewport({ width, height: 800 });
        const shadow = await render(
          <OutcomeScreen state="ApprovalPending" centerNames={['Maple Grove']} onClose={() => undefined} />,
        );
        await assert.isAccessible(shadow.host as HTMLElement);
      });
    }
  });

  describe('error', () => {
    it('shows the spec text exactly, and server details when given', async () => {
      let shadow = await render(<ErrorScreen />);
      expect(byTestId(shadow, 'error-screen')?.getAttribute('role')).to.equal('alert');
      expect(text(shadow, 'error-message')).to.equal('Something went wrong. Please contact the centre for assistance.');
      expect(byTestId(shadow, 'error-detail')).to.equal(null);
      shadow = await render(<ErrorScreen details={['Link not found.']} />);
      expect(text(shadow, 'error-detail')).to.equal('Link not found.');
      await assert.isAccessible(shadow.host as HTMLElement);
    });
  });

  describe('landing', () => {
    const landing = (result: MockedResponse['result'] | undefined, error?: Error): MockedResponse => ({
      request: { query: EnquiryLandingDocument, variables: { linkCode: 'link-abc' } },
      // Long enough for the first render to show the loading state.
      delay: 30,
      ...(result ? { result } : {}),
      ...(error ? { error } : {}),
    });
    const centres = [
      { id: 'c1', businessId: 'b1', name: 'Maple Grove Learning Center', address: { city: 'Chicago', state: 'IL' } },
      { id: 'c2', businessId: 'b1', name: 'Lincoln Park', address: { city: null, state: null } },
    ];

    it('names the centres of the link, starts a new enquiry, and logs a returning family in', async () => {
      let started = 0;
      const logIns: string[] = [];
      const shadow = await render(
        <LandingScreen linkCode="link-abc" onStart={() => (started += 1)} onLogIn={(b) => logIns.push(b)} />,
        'US',
        [landing({ data: { centersForLinkCode: centres } })],
      );
      expect(byTestId(shadow, 'loading-screen')).to.not.equal(null);
      await found(shadow, 'landing-screen');
      const items = [...shadow.querySelectorAll('[data-testid="landing-centre"]')].map((li) => li.textContent);
      expect(items).to.deep.equal(['Maple Grove Learning CenterChicago, IL', 'Lincoln Park']);
      expect(text(shadow, 'landing-screen')).to.contain('This link is for these centers:');
      const start = byTestId(shadow, 'landing-start') as HTMLElement;
      expect(start.textContent).to.equal('Start a new inquiry');
      start.click();
      expect(started).to.equal(1);
      const logIn = byTestId(shadow, 'landing-log-in') as HTMLElement;
      expect(logIn.textContent).to.equal('I have an account: log in');
      logIn.click();
      expect(logIns).to.deep.equal(['b1']);
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('says centre in Australia', async () => {
      const shadow = await render(
        <LandingScreen linkCode="link-abc" onStart={() => undefined} onLogIn={() => undefined} />,
        'AU',
        [landing({ data: { centersForLinkCode: [centres[0]] } })],
      );
      await found(shadow, 'landing-screen');
      expect(text(shadow, 'landing-screen')).to.contain('This link is for this centre:');
      expect(text(shadow, 'landing-screen')).to.contain('The centre will be in touch.');
    });

    it('offers no start when the link opens no centre', async () => {
      const shadow = await render(
        <LandingScreen linkCode="link-abc" onStart={() => undefined} onLogIn={() => undefined} />,
        'US',
        [landing({ data: { centersForLinkCode: [] } })],
      );
      expect((await found(shadow, 'landing-no-centres')).textContent).to.equal(
        'No center takes inquiries through this link at the moment.',
      );
      expect(byTestId(shadow, 'landing-start')).to.equal(null);
    });

    it('shows the generic error with the server message for an unknown link', async () => {
      const shadow = await render(
        <LandingScreen linkCode="link-abc" onStart={() => undefined} onLogIn={() => undefined} />,
        'US',
        [landing({ errors: [new GraphQLError('Link not found.', { extensions: { code: 'NOT_FOUND' } })] })],
      );
      await found(shadow, 'error-screen');
      expect(text(shadow, 'error-message')).to.equal('Something went wrong. Please contact the centre for assistance.');
      expect(text(shadow, 'error-detail')).to.equal('Link not found.');
    });

    it("shows a network failure with the generic error only, never the browser's words", async () => {
      const shadow = await render(
        <LandingScreen linkCode="link-abc" onStart={() => undefined} onLogIn={() => undefined} />,
        'US',
        [landing(undefined, new Error('Failed to fetch'))],
      );
      await found(shadow, 'error-screen');
      expect(text(shadow, 'error-message')).to.equal('Something went wrong. Please contact the centre for assistance.');
      expect(shadow.textContent).to.not.contain('Failed to fetch');
    });
  });
});
