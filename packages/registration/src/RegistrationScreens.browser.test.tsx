// <cc-registration>'s registration link as a family meets it, its answers mocked at the GraphQL boundary: the email
// page and where an email leads, the children's page, the programs with their badges, and the closed notice in each
// region's words. The checkout is in RegistrationScreens.checkout.browser.test.tsx.
import { assert, expect } from '@open-wc/testing';
import { act } from 'react';
import type { ReactNode } from 'react';
import type { Region } from '@cc/core';
import { byTestId, found, settle, shadowRenderer, type MockedResponse } from '@cc/ui/testing';
import { RegistrationFlow } from './RegistrationFlow';
import { REGISTRATION_MESSAGES } from './i18n/catalogue';
import {
  FAMILY,
  RegistrationWizardAt,
  WIZARD_STEP,
  registrationMocks,
  widgetProps,
  wizardValues,
} from './testing/registration.fixtures';

const renderer = shadowRenderer({ messages: REGISTRATION_MESSAGES });
const render = (node: ReactNode, region: Region, mocks: MockedResponse[]) =>
  renderer.render(<>{node}</>, { region, mocks });
const text = (scope: ParentNode, id: string) => byTestId(scope as ShadowRoot, id)?.textContent?.trim() ?? '';
/** A click, and what React does about it, inside act(). */
const click = (element: HTMLElement) => act(async () => element.click());
const press = (shadow: ShadowRoot, id: string) => click(byTestId(shadow, id) as HTMLElement);
const errorsIn = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('[data-field-error]')].map((e) => e.textContent?.trim());

type Input = HTMLElement & { value: string; label: string; readonly: boolean };
const inputLabelled = (shadow: ShadowRoot, label: string) =>
  [...shadow.querySelectorAll<Input>('sl-input')].find((el) => el.label === label);

async function typeInto(shadow: ShadowRoot, label: string, value: string) {
  const input = inputLabelled(shadow, label);
  if (!input) throw new Error(`no input labelled ${label}`);
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  });
}

const heard: Array<{ type: string; detail: unknown }> = [];
for (const type of ['cc-navigate', 'cc-submitted'])
  document.addEventListener(type, (event) => {
    event.preventDefault();
    heard.push({ type, detail: (event as CustomEvent).detail });
  });

const registrationPage = (region: Region = 'US') => <RegistrationFlow {...widgetProps('registration', { region })} />;

describe('<cc-registration> registration link', () => {
  beforeEach(() => {
    heard.length = 0;
    localStorage.clear();
  });
  afterEach(async () => {
    await renderer.cleanup();
    localStorage.clear();
  });

  describe('the email page', () => {
    it('shows "Returning Family?"; an unknown email goes straight to "Your Information" with the email filled in', async () => {
      const shadow = await render(registrationPage(), 'US', registrationMocks('US'));
      await found(shadow, 'registration-email');
      expect(shadow.querySelector('#cc-sign-in-title')?.textContent).to.equal('Returning Family?');
      expect(text(shadow, 'sign-in-send-code')).to.equal('Register');
      await assert.isAccessible(shadow.host as HTMLElement);
      const email = FAMILY.new.US.email;
      await typeInto(shadow, 'Email', email);
      await press(shadow, 'sign-in-send-code');
      await found(shadow, 'registration-information', 4000);
      expect(shadow.querySelector('.cc-reg-step h2')?.textContent).to.equal('Your Information');
      expect(byTestId(shadow, 'sign-in-code')).to.equal(null);
      const field = inputLabelled(shadow, 'Email')!;
      expect(field.value).to.equal(email);
      expect(field.readonly).to.equal(false);
    });

    it('Back from "Your Information" returns to the email page with the email as typed', async () => {
      const shadow = await render(registrationPage(), 'US', registrationMocks('US'));
      await found(shadow, 'registration-email');
      const email = FAMILY.new.US.email;
      await typeInto(shadow, 'Email', email);
      await press(shadow, 'sign-in-send-code');
      await found(shadow, 'registration-information', 4000);
      await press(shadow, 'wizard-back');
      await found(shadow, 'registration-email');
      expect(inputLabelled(shadow, 'Email')!.value).to.equal(email);
    });

    it('a known email (EXACTWITHLOGIN) gets the code page; the code signs the family in to its own details', async () => {
      const shadow = await render(registrationPage('AU'), 'AU', registrationMocks('AU'));
      await found(shadow, 'registration-email');
      const { email, first } = FAMILY.returning.AU;
      await typeInto(shadow, 'Email', email);
      await press(shadow, 'sign-in-send-code');
      await found(shadow, 'sign-in-code');
      expect(text(shadow, 'sign-in-code-intro')).to.contain(email);
      expect(byTestId(shadow, 'registration-information')).to.equal(null);
      await typeInto(shadow, 'Verification code', '482 913');
      await press(shadow, 'sign-in-verify');
      await found(shadow, 'registration-information', 4000);
      await settle(() => inputLabelled(shadow, 'First name')?.value === first);
      const field = inputLabelled(shadow, 'Email')!;
      expect(field.value).to.equal(email);
      expect(field.readonly).to.equal(true);
    });

    it('an unknown link goes to /not-found; maintenance shows its notice', async () => {
      let shadow = await render(registrationPage(), 'US', registrationMocks('US', { link: 'not-found' }));
      await settle(() => heard.length > 0, 'no navigation');
      expect(heard).to.deep.equal([{ type: 'cc-navigate', detail: { to: '/not-found' } }]);
      expect(byTestId(shadow, 'registration-email')).to.equal(null);
      await renderer.cleanup();
      shadow = await render(registrationPage(), 'US', registrationMocks('US', { link: 'maintenance' }));
      const notice = await found(shadow, 'registration-maintenance');
      expect(notice.textContent).to.contain('We are doing some maintenance and will be right back!');
    });
  });

  describe('Child(ren) Information', () => {
    it('Next without a child: "Must add at least one child", below the hint to add one', async () => {
      const values = wizardValues('US', { family: 'new', information: true });
      const shadow = await render(
        <RegistrationWizardAt region="US" values={values} step={WIZARD_STEP.children} />,
        'US',
        registrationMocks('US'),
      );
      await found(shadow, 'registration-children', 4000);
      expect(text(shadow, 'registration-must-add')).to.equal('*You must add at least one child in order to continue.');
      expect(errorsIn(shadow)).to.deep.equal([]);
      await press(shadow, 'wizard-next');
      await settle(() => errorsIn(shadow).length > 0, 'no error after Next');
      expect(errorsIn(shadow)).to.deep.equal(['Must add at least one child']);
      expect(byTestId(shadow, 'registration-children')).to.not.equal(null);
      await assert.isAccessible(shadow.host as HTMLElement);
    });

    it('the signed-in family\'s children, none ticked: "Please select at least one child to proceed with registration."', async () => {
      const values = wizardValues('AU', { family: 'returning' });
      const shadow = await render(
        <RegistrationWizardAt region="AU" values={values} step={WIZARD_STEP.children} signedIn />,
        'AU',
        registrationMocks('AU'),
      );
      await found(shadow, 'registration-children', 4000);
      const names = [...shadow.querySelectorAll('[data-testid="registration-child"]')].map((c) =>
        c.getAttribute('data-name'),
      );
      expect(names).to.deep.equal(['Mia Nguyen', 'An Nguyen']);
      expect(byTestId(shadow, 'registration-must-add')).to.equal(null);
      await press(shadow, 'wizard-next');
      await settle(() => errorsIn(shadow).length > 0, 'no error after Next');
      expect(errorsIn(shadow)).to.deep.equal(['Please select at least one child to proceed with registration.']);
      // Ticking one lets the family on to its programs.
      await click(shadow.querySelector<HTMLInputElement>('[data-name="Mia Nguyen"] input')!);
      await settle(() => errorsIn(shadow).length === 0);
      await press(shadow, 'wizard-next');
      await found(shadow, 'registration-programs', 4000);
    });
  });

  describe('Pick your programs', () => {
    const badgesOf = (shadow: ShadowRoot, program: string) =>
      [...shadow.querySelectorAll(`[data-testid="registration-program"][data-name="${program}"] .cc-reg-badge`)].map(
        (b) => b.textContent,
      );

    it('the early bird, a place and the waitlist; the last place taken by the first child waits for the second', async () => {
      const values = wizardValues('US', { family: 'new', information: true, children: true, selected: 2 });
      values.children[0]!.programIds = ['program-us-art'];
      const shadow = await render(
        <RegistrationWizardAt region="US" values={values} step={WIZARD_STEP.programs} />,
        'US',
        registrationMocks('US'),
      );
      await found(shadow, 'registration-program', 4000);
      expect(byTestId(shadow, 'registration-programs')?.getAttribute('data-child')).to.equal('Mateo Ramirez');
      expect(badgesOf(shadow, 'Summer Camp')).to.deep.equal(['Early Bird Signup!', 'Space is Available']);
      expect(badgesOf(shadow, 'Swim Lessons')).to.deep.equal(['Space is Available']);
      expect(badgesOf(shadow, 'Art Club')).to.deep.equal(['Space is Available']);
      expect(badgesOf(shadow, 'Music & Movement')).to.deep.equal(['Will be put on Waitlist']);
      const fees = [...shadow.querySelectorAll('[data-testid="registration-program-fee"]')].map((f) => f.textContent);
      expect(fees).to.deep.equal([
        'Registration fee: $40.00',
        'No registration fee',
        'Registration fee: $25.00',
        'Registration fee: $25.00',
      ]);
      await assert.isAccessible(shadow.host as HTMLElement);
      await press(shadow, 'wizard-next');
      await settle(() => byTestId(shadow, 'registration-programs')?.getAttribute('data-child') === 'Lucia Ramirez');
      expect(badgesOf(shadow, 'Art Club')).to.deep.equal(['Will be put on Waitlist']);
    });

    it('"There are no open registrations at this time." when no chosen child has a program', async () => {
      const values = wizardValues('AU', { family: 'returning', selected: 2 });
      const shadow = await render(
        <RegistrationWizardAt region="AU" values={values} step={WIZARD_STEP.programs} signedIn />,
        'AU',
        registrationMocks('AU', { noPrograms: true }),
      );
      const none = await found(shadow, 'registration-no-programs', 4000);
      expect(none.textContent).to.equal('There are no open registrations at this time.');
      expect(byTestId(shadow, 'registration-program')).to.equal(null);
    });
  });

  it('a closed registration says so, with "centre" in Australia where the US says "center"', async () => {
    const bodies: Record<string, string> = {};
    for (const region of ['US', 'AU'] as const) {
      const shadow = await render(registrationPage(region), region, registrationMocks(region, { link: 'closed' }));
      const notice = await found(shadow, 'registration-closed');
      expect(notice.querySelector('h2')?.textContent).to.equal('This link is no longer available.');
      bodies[region] = notice.querySelector('.cc-screen__body')?.textContent ?? '';
      await renderer.cleanup();
    }
    expect(bodies).to.deep.equal({
      US: 'Please contact the center if you would like to register.',
      AU: 'Please contact the centre if you would like to register.',
    });
  });
});
