// A registration screen as <cc-registration> shows it, its data mocked at the GraphQL boundary, and what the stories'
// play functions do inside its shadow root: what a family would click or type to reach a page.
import type { ReactNode } from 'react';
import type { Region } from '@cc/core';
import type { MockedResponse } from '@cc/ui/testing';
import { registrationDrafts } from '../../packages/registration/src/draft';
import { REGISTRATION_MESSAGES } from '../../packages/registration/src/i18n/catalogue';
import {
  LINK_CODE,
  RegistrationWizardAt,
  registrationMocks,
  type StoryRegion,
} from '../../packages/registration/src/testing/registration.fixtures';
import type { RegistrationFormValues } from '../../packages/registration/src/wizard/form-values';
import { WidgetFrame } from '../WidgetFrame';

const EVENTS = ['cc-ready', 'cc-navigate', 'cc-submitted', 'cc-step-change', 'cc-error'] as const;

export function RegistrationFrame({
  region,
  mocks,
  children,
}: {
  region: Region;
  mocks: MockedResponse[];
  children: ReactNode;
}) {
  return (
    <WidgetFrame region={region} messages={REGISTRATION_MESSAGES} mocks={mocks} events={EVENTS}>
      {children}
    </WidgetFrame>
  );
}

/** The wizard at a step, with these values, its questions answered (the programs, a signed-in family's account). */
export function WizardStory(props: {
  region: StoryRegion;
  values: RegistrationFormValues;
  step: number;
  page?: number;
  signedIn?: boolean;
  noPrograms?: boolean;
}) {
  return (
    <RegistrationFrame region={props.region} mocks={registrationMocks(props.region, { noPrograms: props.noPrograms })}>
      <RegistrationWizardAt
        region={props.region}
        values={props.values}
        step={props.step}
        page={props.page}
        signedIn={props.signedIn}
      />
    </RegistrationFrame>
  );
}

/** A draft the designer's own clicking left behind would open the link past its email page: gone before each story. */
export function forgetDraft() {
  registrationDrafts.clear(window.localStorage, registrationDrafts.key({ linkCode: LINK_CODE }));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The element matching `selector` in the story's shadow root, once it has rendered. */
async function inShadow<T extends HTMLElement>(canvasElement: HTMLElement, selector: string): Promise<T> {
  for (let tries = 0; tries < 200; tries += 1) {
    const root = canvasElement.querySelector<HTMLElement>('[data-testid="shadow-scope"]')?.shadowRoot;
    const found = root?.querySelector<T>(selector);
    if (found) return found;
    await pause(25);
  }
  throw new Error(`${selector} never rendered`);
}

/** A step opened past the first shows the restored-draft notice (the wizard's only way in there); dismissed. */
export async function dismissRestored({ canvasElement }: { canvasElement: HTMLElement }) {
  const dismiss = await inShadow(canvasElement, '[data-testid="draft-restored"] sl-button[variant="text"]');
  dismiss.click();
}

/** Next on the page shown, as after the family forgot something: the page's errors show. */
export async function pressNext({ canvasElement }: { canvasElement: HTMLElement }) {
  (await inShadow(canvasElement, '[data-testid="wizard-next"]')).click();
}

/** Types an email on the email page and presses Register. */
export async function enterEmail(canvasElement: HTMLElement, email: string) {
  const input = await inShadow<HTMLElement & { value: string }>(
    canvasElement,
    '[data-testid="registration-email"] sl-input',
  );
  input.value = email;
  input.dispatchEvent(new CustomEvent('sl-input', { bubbles: true, composed: true }));
  await pause(50);
  (await inShadow(canvasElement, '[data-testid="sign-in-send-code"]')).click();
}
