import { expect, waitUntil } from '@open-wc/testing';
import { defineWidget } from './defineWidget';
import type { WidgetEvent, WidgetEventMap } from './events';
import { Probe, SecondProbe, probeEmit } from '../testing/Probe';
import { findInShadow } from '../testing/shadowQuery';

const TAG = 'cc-probe';
defineWidget(TAG, Probe);

const mounted: HTMLElement[] = [];
function mount(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  mounted.push(element);
  return element;
}

async function renderedProps(element: HTMLElement): Promise<Record<string, unknown>> {
  const pre = await findInShadow(element, 'props');
  return JSON.parse(pre.textContent ?? '{}') as Record<string, unknown>;
}

async function propsWhen(element: HTMLElement, check: (props: Record<string, unknown>) => boolean) {
  let last: Record<string, unknown> = {};
  await waitUntil(async () => check((last = await renderedProps(element))), 'props never reached the expected state');
  return last;
}

describe('defineWidget in a page whose root font size is 10px', () => {
  before(() => {
    document.documentElement.style.fontSize = '10px';
  });
  after(() => {
    document.documentElement.style.fontSize = '';
  });
  afterEach(() => {
    for (const element of mounted.splice(0)) element.remove();
    probeEmit.current = null;
  });

  it('renders into an open shadow root', async () => {
    const element = mount(TAG);
    expect(element.shadowRoot).to.not.equal(null);
    expect(element.shadowRoot?.mode).to.equal('open');
    await findInShadow(element, 'props');
  });

  it('passes kebab-case attributes to the component as camelCase props, with defaults', async () => {
    const element = mount(TAG, {
      'link-code': 'LINK-1',
      'business-id': 'B-1',
      'center-id': 'C-1',
      'staff-id': 'S-1',
      region: 'AU',
      view: 'print',
      debug: '',
    });
    const props = await propsWhen(element, (p) => p.linkCode === 'LINK-1');
    expect(props).to.include({
      linkCode: 'LINK-1',
      businessId: 'B-1',
      centerId: 'C-1',
      staffId: 'S-1',
      region: 'AU',
      locale: 'en',
      view: 'print',
      debug: true,
      api: `${location.origin}/graphql`,
    });
  });

  it('resets a prop to its default when its attribute is removed', async () => {
    const element = mount(TAG, { region: 'CA', locale: 'fr', 'link-code': 'L-2', debug: '' });
    await propsWhen(element, (p) => p.region === 'CA' && p.debug === true);
    for (const name of ['region', 'locale', 'link-code', 'debug']) element.removeAttribute(name);
    const props = await propsWhen(element, (p) => p.region === 'US');
    expect(props.locale).to.equal('en');
    expect(props).to.not.have.property('linkCode');
    expect(props.debug).to.equal(false);
  });

  it('falls back to US with a warning for a region outside US, CA, AU', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const element = mount(TAG, { region: 'NZ' });
      const props = await renderedProps(element);
      expect(props.region).to.equal('US');
      expect(warnings.some((w) => w.includes('"NZ"'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });

  it('keeps properties set on the element before its definition loaded', async () => {
    const tag = 'cc-probe-late';
    const element = document.createElement(tag) as HTMLElement & { token?: string; linkCode?: string };
    element.token = 'early-token';
    element.linkCode = 'EARLY';
    document.body.append(element);
    mounted.push(element);
    defineWidget(tag, Probe);
    const props = await propsWhen(element, (p) => p.linkCode === 'EARLY');
    expect(props.token).to.equal('early-token');
    expect(element.hasAttribute('token')).to.equal(false);
    expect(Object.prototype.hasOwnProperty.call(element, 'token')).to.equal(false);
  });

  it('never writes the token into the DOM', async () => {
    const element = mount(TAG) as HTMLElement & { token?: string };
    element.token = 'secret-bearer';
    const props = await propsWhen(element, (p) => p.token === 'secret-bearer');
    expect(props.token).to.equal('secret-bearer');
    expect(element.hasAttribute('token')).to.equal(false);
    expect(document.body.outerHTML).to.not.contain('secret-bearer');
    element.token = undefined;
    await propsWhen(element, (p) => !('token' in p));
  });

  it('takes the token from an attribute too, and clears it when the attribute goes', async () => {
    const element = mount(TAG, { token: 'attr-token' }) as HTMLElement & { token?: string };
    await propsWhen(element, (p) => p.token === 'attr-token');
    expect(element.token).to.equal('attr-token');
    element.removeAttribute('token');
    await propsWhen(element, (p) => !('token' in p));
  });

  it('sends the token as a bearer header, never in the URL, to the api attribute', async () => {
    const element = mount(TAG, { api: '/__test/graphql', view: 'echo' }) as HTMLElement & { token?: string };
    element.token = 'header-token';
    const output = await findInShadow(element, 'echo');
    const echo = JSON.parse(output.textContent ?? '{}') as { authorization: string; url: string };
    expect(echo.authorization).to.equal('Bearer header-token');
    expect(echo.url).to.not.contain('header-token');
  });

  it('keeps the first definition and warns when a tag is defined twice', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    let second: CustomElementConstructor;
    try {
      second = defineWidget(TAG, SecondProbe);
    } finally {
      console.warn = warn;
    }
    expect(second).to.equal(customElements.get(TAG));
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain(TAG);
    const element = mount(TAG);
    await findInShadow(element, 'props');
    expect(element.shadowRoot?.querySelector('[data-testid="second"]')).to.equal(null);
  });

  it('dispatches typed events that bubble out of the shadow root to document', async () => {
    const seen: Array<{ type: string; composed: boolean; detail: unknown }> = [];
    const record = (event: Event) =>
      seen.push({ type: event.type, composed: event.composed, detail: (event as CustomEvent).detail });
    document.addEventListener('cc-ready', record);
    document.addEventListener('cc-step-change', record);
    try {
      mount(TAG);
      await waitUntil(() => seen.some((e) => e.type === 'cc-ready'), 'cc-ready never reached document');
      const detail: WidgetEventMap['cc-step-change'] = { step: 2, total: 5, position: '2.1', from: '1.1' };
      probeEmit.current?.('cc-step-change', detail);
      const step = seen.find((e) => e.type === 'cc-step-change');
      expect(step).to.deep.equal({ type: 'cc-step-change', composed: true, detail });
    } finally {
      document.removeEventListener('cc-ready', record);
      document.removeEventListener('cc-step-change', record);
    }
  });

  it('cc-navigate goes to the hosted page route unless a listener prevents it', async () => {
    mount(TAG, { api: `${location.origin}/graphql` });
    await waitUntil(() => probeEmit.current !== null);
    const here = `${location.pathname}${location.search}`;

    const prevent = (event: Event) => event.preventDefault();
    document.addEventListener('cc-navigate', prevent);
    let received: unknown;
    const receive = (event: WidgetEvent<'cc-navigate'>) => (received = event.detail);
    document.addEventListener('cc-navigate', receive);
    probeEmit.current?.('cc-navigate', { to: `${here}#prevented` });
    document.removeEventListener('cc-navigate', prevent);
    document.removeEventListener('cc-navigate', receive);
    expect(received).to.deep.equal({ to: `${here}#prevented` });
    expect(location.hash).to.equal('');

    probeEmit.current?.('cc-navigate', { to: `${here}#navigated` });
    await waitUntil(() => location.hash === '#navigated', 'the element did not navigate');
    history.replaceState(null, '', here);
  });

  it('leaves a back intent to the host page: the element neither navigates nor touches history', async () => {
    mount(TAG);
    await waitUntil(() => probeEmit.current !== null);
    const before = { href: location.href, length: history.length };
    let received: unknown;
    const receive = (event: WidgetEvent<'cc-navigate'>) => (received = event.detail);
    document.addEventListener('cc-navigate', receive);
    probeEmit.current?.('cc-navigate', { back: true });
    document.removeEventListener('cc-navigate', receive);
    expect(received).to.deep.equal({ back: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect({ href: location.href, length: history.length }).to.deep.equal(before);
  });

  it('observes correlation-id, which the update-form route of the portal sets', async () => {
    const element = mount(TAG, { 'correlation-id': 'corr-1' });
    await propsWhen(element, (p) => p.correlationId === 'corr-1');
    element.setAttribute('correlation-id', 'corr-2');
    await propsWhen(element, (p) => p.correlationId === 'corr-2');
  });

  it('keeps Shoelace controls at their 16px-root size', async () => {
    const measure = async () => {
      const element = mount(TAG);
      const button = await findInShadow(element, 'sl-button');
      const input = await findInShadow(element, 'sl-input');
      await customElements.whenDefined('sl-button');
      await waitUntil(
        () => button.shadowRoot?.querySelector('[part~="base"]') && input.shadowRoot?.querySelector('[part~="input"]'),
      );
      const buttonBase = button.shadowRoot!.querySelector('[part~="base"]')!;
      const inputField = input.shadowRoot!.querySelector('[part~="input"]')!;
      const sizes = {
        buttonFont: getComputedStyle(buttonBase).fontSize,
        buttonHeight: buttonBase.getBoundingClientRect().height,
        inputFont: getComputedStyle(inputField).fontSize,
        inputHeight: input.shadowRoot!.querySelector('[part~="base"]')!.getBoundingClientRect().height,
      };
      element.remove();
      return sizes;
    };
    const at10 = await measure();
    document.documentElement.style.fontSize = '16px';
    const at16 = await measure();
    document.documentElement.style.fontSize = '10px';
    expect(at10).to.deep.equal(at16);
    // Shoelace's medium size at a 16px rem: 2.5rem tall, button text 0.875rem, input text 1rem.
    expect(at10.buttonHeight).to.equal(40);
    expect(at10.buttonFont).to.equal('14px');
    expect(at10.inputFont).to.equal('16px');
  });
});
