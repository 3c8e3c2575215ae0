import { expect } from '@open-wc/testing';
import { renderInShadow, settle, type Rendered } from '../testing';
import { Notice } from './Notice';
import { ServerErrorNotice } from './ServerErrorNotice';

describe('Notice', () => {
  let rendered: Rendered | undefined;
  afterEach(async () => {
    await rendered?.unmount();
    rendered = undefined;
  });

  it('reads out warnings and errors at once, info and success politely, and one message as a paragraph', async () => {
    rendered = await renderInShadow(
      <>
        <Notice variant="info" testId="info" title="We restored what you entered earlier." />
        <Notice variant="success" testId="success" messages={['Saved']} />
        <Notice variant="warning" testId="warning" messages={['Check this']} />
        <Notice variant="danger" testId="danger" title="Not sent" messages={['One', 'Two']} />
      </>,
      { waitFor: 'danger' },
    );
    const roles = ['info', 'success', 'warning', 'danger'].map((id) => rendered?.byTestId(id)?.getAttribute('role'));
    expect(roles).to.deep.equal(['status', 'status', 'alert', 'alert']);
    expect(rendered.byTestId('success')?.querySelector('p')?.textContent).to.equal('Saved');
    const items = [...(rendered.byTestId('danger')?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
    expect(items).to.deep.equal(['One', 'Two']);
  });

  it('is no live region when its own body already announces itself', async () => {
    rendered = await renderInShadow(
      <Notice variant="warning" testId="quiet" live={false}>
        <p role="alert">Already read out</p>
      </Notice>,
      { waitFor: 'quiet' },
    );
    expect(rendered.byTestId('quiet')?.hasAttribute('role')).to.equal(false);
  });

  it("shows the server's own message with a retry, or the spec's text when the server said nothing", async () => {
    let retried = 0;
    const withMessage = Object.assign(new Error('x'), { graphQLErrors: [{ message: 'The link has expired' }] });
    rendered = await renderInShadow(
      <>
        <ServerErrorNotice error={withMessage} testId="server" onRetry={() => (retried += 1)} />
        <ServerErrorNotice error={new Error('')} testId="network" />
      </>,
      { waitFor: 'network' },
    );
    expect(rendered.byTestId('network')?.textContent).to.equal('Unable to process the request');
    expect(rendered.byTestId('network-retry')).to.equal(null);
    rendered.byTestId('server-retry')?.click();
    await settle(() => retried === 1, 'Try again did nothing');
    expect(rendered.byTestId('server-retry')?.textContent).to.equal('Try again');
  });
});
