import { assert, expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { act, useState } from 'react';
import type { Region } from '@cc/core';
import { byTestId, shadowRenderer } from '@cc/ui/testing';
import { ConfirmSubmitDialog } from './ConfirmSubmitDialog';

let calls: string[];

/** A wizard stand-in: a Submit button opens the dialog; each handler is recorded and closes it. */
function Harness({ submitting = false }: { submitting?: boolean }) {
  const [open, setOpen] = useState(false);
  const record = (name: string) => () => {
    calls.push(name);
    setOpen(false);
  };
  return (
    <>
      <button type="button" data-testid="open" onClick={() => setOpen(true)}>
        Submit
      </button>
      <ConfirmSubmitDialog
        open={open}
        submitting={submitting}
        onReview={record('review')}
        onSubmit={record('submit')}
        onClose={record('close')}
      />
    </>
  );
}

const renderer = shadowRenderer();
const render = (region: Region = 'US', submitting = false) =>
  renderer.render(<Harness submitting={submitting} />, { region });

type Dialog = HTMLElement & { open: boolean };

/** Opens the dialog from the stand-in Submit button and waits for Shoelace to finish showing it. */
async function openDialog(shadow: ShadowRoot): Promise<Dialog> {
  const dialog = byTestId(shadow, 'confirm-dialog') as Dialog;
  const shown = new Promise((resolve) => dialog.addEventListener('sl-after-show', resolve, { once: true }));
  const trigger = byTestId(shadow, 'open') as HTMLElement;
  trigger.focus();
  await act(async () => trigger.click());
  // Shoelace's animation runs outside React: no state changes while it plays.
  await shown;
  return dialog;
}

/** Clicks inside act(), so the state change it causes renders before the test reads the screen. */
async function click(shadow: ShadowRoot, id: string): Promise<void> {
  await act(async () => byTestId(shadow, id)?.click());
}

async function waitClosed(dialog: Dialog): Promise<void> {
  const hidden = new Promise((resolve) => dialog.addEventListener('sl-after-hide', resolve, { once: true }));
  expect(dialog.open).to.equal(false);
  await hidden;
  await new Promise((resolve) => setTimeout(resolve));
}

describe('ConfirmSubmitDialog', () => {
  beforeEach(() => {
    calls = [];
  });
  afterEach(async () => {
    await renderer.cleanup();
    await setViewport({ width: 1280, height: 800 });
  });

  it('asks to confirm inside the shadow root, with Review and Submit, and focuses Submit', async () => {
    const shadow = await render();
    const dialog = await openDialog(shadow);
    expect(dialog.open).to.equal(true);
    expect(dialog.getRootNode()).to.equal(shadow);
    expect(dialog.getAttribute('label')).to.equal('Ready to submit?');
    expect(dialog.textContent).to.contain('or Submit to send it to the center.');
    expect(byTestId(shadow, 'confirm-review')?.textContent).to.equal('Review');
    expect(byTestId(shadow, 'confirm-submit')?.textContent).to.equal('Submit');
    expect(shadow.activeElement).to.equal(byTestId(shadow, 'confirm-submit'));
  });

  it('Submit calls onSubmit, and focus goes back to the button that opened the dialog', async () => {
    const shadow = await render();
    const dialog = await openDialog(shadow);
    await click(shadow, 'confirm-submit');
    expect(calls).to.deep.equal(['submit']);
    await waitClosed(dialog);
    expect(shadow.activeElement).to.equal(byTestId(shadow, 'open'));
  });

  it('Review calls onReview only', async () => {
    const shadow = await render();
    const dialog = await openDialog(shadow);
    await click(shadow, 'confirm-review');
    expect(calls).to.deep.equal(['review']);
    await waitClosed(dialog);
  });

  it('Escape calls onClose', async () => {
    const shadow = await render();
    const dialog = await openDialog(shadow);
    await act(async () => {
      await sendKeys({ press: 'Escape' });
    });
    expect(calls).to.deep.equal(['close']);
    await waitClosed(dialog);
  });

  it('while submitting, neither button nor Escape does anything', async () => {
    const shadow = await render('US', true);
    const dialog = await openDialog(shadow);
    expect(byTestId(shadow, 'confirm-submit')?.hasAttribute('loading')).to.equal(true);
    await click(shadow, 'confirm-submit');
    await click(shadow, 'confirm-review');
    await act(async () => {
      await sendKeys({ press: 'Escape' });
    });
    expect(calls).to.deep.equal([]);
    expect(dialog.open).to.equal(true);
  });

  it('says centre in Australia', async () => {
    const shadow = await render('AU');
    const dialog = await openDialog(shadow);
    expect(dialog.textContent).to.contain('send it to the centre.');
  });

  for (const width of [375, 1280]) {
    it(`passes axe when open at ${width}px`, async () => {
      await setViewport({ width, height: 800 });
      const shadow = await render();
      await openDialog(shadow);
      await assert.isAccessible(shadow.host as HTMLElement);
    });
  }
});
