// FlowRoot tells the host once that the element is ready; a view whose screen loads on its own (LazyView) holds that
// until its screen is there, so the host and the loader's early answers wait for the screen's first requests.
import { expect, waitUntil } from '@open-wc/testing';
import { lazy, useEffect, type ComponentType } from 'react';
import { UI_CATALOGUES } from '../i18n/catalogues';
import type { WidgetProps } from '../widget/attributes';
import { defineWidget } from '../widget/defineWidget';
import { FlowRoot, LazyView } from './FlowRoot';

/** What happened, in order: the lazy screen's first effect (its first query), cc-ready, cc-error. */
let happened: string[] = [];
const record = (event: Event) => happened.push(event.type);

function Screen() {
  useEffect(() => void happened.push('screen asks'), []);
  return <p data-testid="lazy-screen">Screen</p>;
}

/** A lazily loaded screen whose chunk arrives (or fails) when the test says so. */
function deferredScreen() {
  let settle: { arrive(): void; fail(): void } = { arrive: () => {}, fail: () => {} };
  const Lazy = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve, reject) => {
        settle = { arrive: () => resolve({ default: Screen }), fail: () => reject(new Error('chunk failed')) };
      }),
  );
  return { Lazy, settle: () => settle };
}

let current = deferredScreen();

function LazyFlow(widget: WidgetProps) {
  const { Lazy } = current;
  return (
    <FlowRoot widget={widget} flow="cc-lazy-test" defaultView="page" messages={UI_CATALOGUES} css="">
      {widget.view === 'plain' ? (
        <Screen />
      ) : (
        <LazyView>
          <Lazy />
        </LazyView>
      )}
    </FlowRoot>
  );
}
defineWidget('cc-lazy-test', LazyFlow);

describe('FlowRoot: cc-ready once the first screen is there', () => {
  const mounted: HTMLElement[] = [];
  beforeEach(() => {
    happened = [];
    current = deferredScreen();
    for (const type of ['cc-ready', 'cc-error']) document.addEventListener(type, record);
  });
  afterEach(() => {
    for (const type of ['cc-ready', 'cc-error']) document.removeEventListener(type, record);
    for (const element of mounted.splice(0)) element.remove();
  });
  const mount = (view?: string) => {
    const element = document.createElement('cc-lazy-test');
    if (view) element.setAttribute('view', view);
    document.body.append(element);
    mounted.push(element);
    return element;
  };
  const shows = (element: HTMLElement, testId: string) => () =>
    element.shadowRoot?.querySelector(`[data-testid="${testId}"]`) != null;

  it('a screen of the first chunk: ready after its first requests, once', async () => {
    mount('plain');
    await waitUntil(() => happened.includes('cc-ready'), 'cc-ready never came');
    expect(happened).to.deep.equal(['screen asks', 'cc-ready']);
  });

  it('a lazily loaded view: the loading page first, and ready only once its screen has asked', async () => {
    const element = mount();
    await waitUntil(shows(element, 'loading-screen'), 'no loading page while the chunk loads');
    // Rendered and committed with the loading page, and still not ready.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(happened).to.deep.equal([]);
    current.settle().arrive();
    await waitUntil(shows(element, 'lazy-screen'), 'the screen never came');
    await waitUntil(() => happened.includes('cc-ready'), 'cc-ready never came');
    expect(happened).to.deep.equal(['screen asks', 'cc-ready']);
  });

  it('a view whose chunk fails: the error page, and the host still hears the element is there', async () => {
    // React's development build throws what a boundary caught once more, to the window (where mocha would count it as
    // this test's failure): expected here.
    const mochaOnError = window.onerror;
    window.onerror = (message, ...rest) =>
      String(message).includes('chunk failed') ? true : mochaOnError?.call(window, message, ...rest);
    const element = mount();
    await waitUntil(shows(element, 'loading-screen'));
    current.settle().fail();
    await waitUntil(() => happened.includes('cc-error'), 'cc-error never came').finally(
      () => (window.onerror = mochaOnError),
    );
    expect(happened).to.deep.equal(['cc-ready', 'cc-error']);
    expect(shows(element, 'lazy-screen')()).to.equal(false);
  });
});
