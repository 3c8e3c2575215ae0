import { expect } from '@open-wc/testing';
import { renderInShadow, settle, type Rendered } from '../testing';
import type { WidgetEvent } from '../widget/events';
import { ErrorScreen } from './ErrorScreen';
import { OutcomeFrame } from './OutcomeFrame';

describe('screens', () => {
  let rendered: Rendered | undefined;
  const errors: string[] = [];
  const record = (event: WidgetEvent<'cc-error'>) => errors.push(event.detail.message);
  beforeEach(() => {
    errors.length = 0;
    document.addEventListener('cc-error', record);
  });
  afterEach(async () => {
    document.removeEventListener('cc-error', record);
    await rendered?.unmount();
    rendered = undefined;
  });

  it('the error screen tells the host page once, with what the server said', async () => {
    rendered = await renderInShadow(<ErrorScreen details={['Link not found.']} />, { waitFor: 'error-screen' });
    await settle(() => errors.length > 0, 'no cc-error');
    await rendered.rerender(<ErrorScreen details={['Link not found.']} />);
    expect(errors).to.deep.equal(['Link not found.']);
    expect(rendered.byTestId('error-detail')?.textContent).to.equal('Link not found.');
  });

  it('an error the boundary already reported is not reported twice', async () => {
    rendered = await renderInShadow(<ErrorScreen reported />, { waitFor: 'error-screen' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).to.deep.equal([]);
  });

  it('an outcome names what happened, takes the focus to its title and offers one way on', async () => {
    let closed = 0;
    rendered = await renderInShadow(
      <OutcomeFrame
        icon="done"
        state="Done"
        title="Thank you"
        body="Sent to Lincoln Park"
        closeLabel="Close"
        onClose={() => (closed += 1)}
      />,
      { waitFor: 'outcome-screen' },
    );
    await settle(() => rendered?.shadow.activeElement?.getAttribute('data-testid') === 'outcome-title');
    expect(rendered.byTestId('outcome-body')?.textContent).to.equal('Sent to Lincoln Park');
    expect(rendered.byTestId('outcome-screen')?.dataset.state).to.equal('Done');
    rendered.byTestId('outcome-close')?.click();
    expect(closed).to.equal(1);
  });
});
