import { assert, expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { act } from 'react';
import type { Region } from '@cc/core';
import { byTestId, found, shadowRenderer } from '../testing';
import { WizardLayout, type WizardLayoutProps } from './WizardLayout';
import { LoadingScreen } from './LoadingScreen';

// Tells React this page drives renders through act(), so it flushes them before act() resolves.
/** Viewport changes re-render through matchMedia listeners; act() waits for those renders too. */
async function resize(width: number): Promise<void> {
  await act(async () => {
    await setViewport({ width, height: 800 });
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const STEPS = ['Register', 'Children', 'Programs', 'Review'];

function baseProps(overrides: Partial<WizardLayoutProps> = {}): WizardLayoutProps {
  return {
    center: { name: 'Harbourside Early Learning' },
    steps: STEPS,
    current: 1,
    nav: { onBack: () => undefined, onNext: () => undefined },
    children: <p>Step body</p>,
    ...overrides,
  };
}

const renderer = shadowRenderer();
const render = async (props: WizardLayoutProps, region: Region = 'US') => {
  const shadow = await renderer.render(<WizardLayout {...props} />, { region });
  await found(shadow, 'wizard-layout');
  return shadow;
};

describe('wizard chrome', () => {
  afterEach(async () => {
    await renderer.cleanup();
    await resize(1280);
  });

  it('on desktop shows the step indicator and the Powered by card, not the mobile progress', async () => {
    await resize(1280);
    const shadow = await render(baseProps());
    expect(byTestId(shadow, 'step-indicator')).to.not.equal(null);
    expect(byTestId(shadow, 'powered-by')?.textContent).to.contain('Powered by');
    expect(byTestId(shadow, 'mobile-progress')).to.equal(null);
    const current = shadow.querySelector('[aria-current="step"]');
    expect(current?.textContent).to.contain('Children');
    expect(shadow.querySelectorAll('[aria-current]')).to.have.length(1);
  });

  it('below 768px shows the progress bar with "n / total" instead', async () => {
    await resize(767);
    const shadow = await render(baseProps({ current: 2 }));
    expect(byTestId(shadow, 'step-counter')?.textContent).to.equal('3 / 4');
    expect(byTestId(shadow, 'step-indicator')).to.equal(null);
    expect(byTestId(shadow, 'powered-by')).to.equal(null);
    const bar = byTestId(shadow, 'mobile-progress')?.querySelector('sl-progress-bar');
    await waitUntil(() => bar?.shadowRoot?.querySelector('[role="progressbar"]'));
    expect(bar?.shadowRoot?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).to.equal('75');
  });

  it('switches between mobile and desktop when the viewport crosses 768px', async () => {
    await resize(1024);
    const shadow = await render(baseProps());
    expect(byTestId(shadow, 'step-indicator')).to.not.equal(null);
    await resize(375);
    await waitUntil(() => byTestId(shadow, 'mobile-progress'), 'mobile progress never appeared');
    expect(byTestId(shadow, 'step-indicator')).to.equal(null);
  });

  it('has Next and Back in the middle, no Back on the first step, and Submit or a custom label last', async () => {
    let shadow = await render(baseProps({ current: 1 }));
    expect(byTestId(shadow, 'wizard-back')?.textContent).to.equal('Back');
    expect(byTestId(shadow, 'wizard-next')?.textContent).to.equal('Next');

    shadow = await render(baseProps({ current: 0 }));
    expect(byTestId(shadow, 'wizard-back')).to.equal(null);

    shadow = await render(
      baseProps({ current: 0, nav: { onBack: () => undefined, onNext: () => undefined, backOnFirst: true } }),
    );
    expect(byTestId(shadow, 'wizard-back')?.textContent).to.equal('Back');

    shadow = await render(baseProps({ current: 3 }));
    expect(byTestId(shadow, 'wizard-submit')?.textContent).to.equal('Submit');

    shadow = await render(
      baseProps({
        current: 3,
        nav: { onBack: () => undefined, onNext: () => undefined, submitLabel: 'confirm and continue' },
      }),
    );
    expect(byTestId(shadow, 'wizard-submit')?.textContent).to.equal('confirm and continue');
  });

  it('calls onNext and onBack from the real buttons, and not while loading', async () => {
    const calls: string[] = [];
    const nav = { onBack: () => calls.push('back'), onNext: () => calls.push('next') };
    let shadow = await render(baseProps({ nav }));
    byTestId(shadow, 'wizard-next')?.click();
    byTestId(shadow, 'wizard-back')?.click();
    expect(calls).to.deep.equal(['next', 'back']);

    shadow = await render(baseProps({ nav: { ...nav, forwardDisabled: true } }));
    byTestId(shadow, 'wizard-next')?.click();
    expect(byTestId(shadow, 'wizard-next')?.hasAttribute('disabled')).to.equal(true);
    expect(byTestId(shadow, 'wizard-back')?.hasAttribute('disabled')).to.equal(false);
    byTestId(shadow, 'wizard-back')?.click();
    expect(calls).to.deep.equal(['next', 'back', 'back']);

    shadow = await render(baseProps({ nav: { ...nav, loading: true } }));
    byTestId(shadow, 'wizard-next')?.click();
    expect(calls).to.deep.equal(['next', 'back', 'back']);
    expect(byTestId(shadow, 'wizard-next')?.hasAttribute('loading')).to.equal(true);
  });

  it('shows the debug panel only in debug mode', async () => {
    const values = { firstName: 'Ada' };
    let shadow = await render(baseProps({ debug: { enabled: false, values } }));
    expect(byTestId(shadow, 'debug-panel')).to.equal(null);
    shadow = await render(baseProps({ debug: { enabled: true, values, errors: { lastName: 'Required' } } }));
    expect(byTestId(shadow, 'debug-values')?.textContent).to.contain('"firstName": "Ada"');
    expect(byTestId(shadow, 'debug-errors')?.textContent).to.contain('Required');
  });

  it('shows the centre avatar when there is one and the default logo otherwise', async () => {
    let shadow = await render(baseProps());
    expect(byTestId(shadow, 'center-default-logo')).to.not.equal(null);
    const avatarUrl = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    shadow = await render(baseProps({ center: { name: 'Maple Grove', avatarUrl } }));
    expect(byTestId(shadow, 'center-avatar')?.getAttribute('alt')).to.equal('Maple Grove logo');
    expect(byTestId(shadow, 'center-name')?.textContent).to.equal('Maple Grove');
  });

  it('uses 768px by default and 1320px for the large form', async () => {
    await resize(1600);
    let shadow = await render(baseProps());
    expect(byTestId(shadow, 'wizard-layout')?.getBoundingClientRect().width).to.equal(768);
    shadow = await render(baseProps({ size: 'large' }));
    expect(byTestId(shadow, 'wizard-layout')?.getBoundingClientRect().width).to.equal(1320);
  });

  it('shows the AU info text with centre', async () => {
    const { sharedMessages } = await import('../i18n/sharedMessages');
    const { FormattedMessage } = await import('react-intl');
    const shadow = await render(
      baseProps({ children: <FormattedMessage {...sharedMessages.enrolmentFormInfo} /> }),
      'AU',
    );
    expect(byTestId(shadow, 'wizard-step')?.textContent).to.equal(
      'Your place will not be confirmed until this form is completed and reviewed by the centre.',
    );
  });

  for (const width of [375, 1280]) {
    it(`passes axe at ${width}px`, async () => {
      await resize(width);
      const shadow = await render(baseProps({ debug: { enabled: true, values: {} } }));
      await assert.isAccessible(shadow.host as HTMLElement);
    });
  }

  it('announces the loading screen as a status with a label', async () => {
    const shadow = await renderer.render(<LoadingScreen />);
    const screen = await found(shadow, 'loading-screen');
    expect(screen.getAttribute('role')).to.equal('status');
    expect(screen.textContent).to.equal('Loading');
    await assert.isAccessible(shadow.host as HTMLElement);
  });
});
