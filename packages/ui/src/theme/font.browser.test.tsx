// A centre's page styles its own elements; whatever it sets, the widget's text keeps the widget's font.
import { expect } from '@open-wc/testing';
import { defineWidget } from '../widget/defineWidget';
import { Probe } from '../testing/Probe';
import { findInShadow } from '../testing/shadowQuery';

const TAG = 'cc-font-probe';
defineWidget(TAG, Probe);

const HOST_PAGE_CSS = `* { font-family: "Courier New", monospace !important; } input, button { font-family: fantasy; }`;

describe('the widget font', () => {
  let style: HTMLStyleElement;
  let element: HTMLElement;
  beforeEach(() => {
    style = document.createElement('style');
    style.textContent = HOST_PAGE_CSS;
    document.head.append(style);
    element = document.createElement(TAG);
    document.body.append(element);
  });
  afterEach(() => {
    element.remove();
    style.remove();
  });

  it('is the system sans-serif stack even when the host page sets a font on every element', async () => {
    const text = (await findInShadow(element, 'props')).parentElement!;
    const family = getComputedStyle(text).fontFamily;
    expect(family).to.not.contain('Courier');
    expect(family).to.contain('sans-serif');
  });

  it('follows --cc-font-family when the host page themes the element', async () => {
    element.style.setProperty('--cc-font-family', 'Georgia, serif');
    const text = (await findInShadow(element, 'props')).parentElement!;
    expect(getComputedStyle(text).fontFamily).to.contain('Georgia');
  });
});
