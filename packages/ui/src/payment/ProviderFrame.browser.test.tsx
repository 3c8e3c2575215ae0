import { expect } from '@open-wc/testing';
import { renderInShadow, type Rendered } from '../testing';
import { ProviderFrame } from './ProviderFrame';

const ORIGIN = 'null';
const SESSION_A = 'data:text/html,<label>Card number <input id="number"></label><!--session a-->';
const SESSION_B = 'data:text/html,<label>Card number <input id="number"></label><!--session b-->';

const frameFor = (url: string) => (
  <ProviderFrame url={url} origin={ORIGIN} title="Card details" onMessage={() => undefined} />
);

describe('ProviderFrame', () => {
  let rendered: Rendered | undefined;
  afterEach(async () => {
    await rendered?.unmount();
    rendered = undefined;
  });

  const frames = () => [
    ...(rendered!.shadow.host as HTMLElement).querySelectorAll<HTMLIFrameElement>('iframe[slot="cc-payment-frame"]'),
  ];

  it('keeps one frame for a session, and a new session replaces it instead of navigating the stale page', async () => {
    rendered = await renderInShadow(frameFor(SESSION_A), { waitFor: 'offer-card-slot' });
    const first = frames()[0]!;
    expect(first.src).to.equal(SESSION_A);
    expect(first.title).to.equal('Card details');

    // The same session showing again (the dialog reopened) reuses the loaded page.
    await rendered.rerender(frameFor(SESSION_A));
    expect(frames()).to.deep.equal([first]);

    // A new session (after a declined card or a promo code): what shows is the new page only, never the old one
    // while the new one loads, so nothing a parent types there is wiped by the navigation.
    await rendered.rerender(frameFor(SESSION_B));
    const [second, ...rest] = frames();
    expect(rest).to.deep.equal([]);
    expect(second).to.not.equal(first);
    expect(first.isConnected).to.equal(false);
    expect(second!.src).to.equal(SESSION_B);
    expect(second!.slot).to.equal('cc-payment-frame');
    expect(second!.style.height).to.equal(first.style.height);
  });
});
