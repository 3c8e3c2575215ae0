import { expect, waitUntil } from '@open-wc/testing';
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ShadowScope, TextField, toFormErrors } from '@cc/ui';
import { emptyChild, initialValues } from '../form';
import type { EnquiryFormValues } from '../form-values';
import { Wizard } from './Wizard';
import type { StepContext, WizardPosition, WizardStep } from './step';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const label = (text: string) => ({ id: `test.${text}`, defaultMessage: text });

const namesStep: WizardStep = {
  id: 'names',
  label: label('Names'),
  pages: () => 1,
  validate: (values) => [
    ...(values.firstName.trim() ? [] : [{ path: 'firstName', key: 'required' }]),
    ...(values.lastName.trim() ? [] : [{ path: 'lastName', key: 'required' }]),
  ],
  render: () => (
    <div>
      <TextField name="firstName" label="First name" />
      <TextField name="lastName" label="Last name" />
    </div>
  ),
};

function ChildPage({ index, values }: { index: number; values: EnquiryFormValues }) {
  return <p data-testid="child-page">{values.children[index]?.firstName ?? ''}</p>;
}

let latestValues: EnquiryFormValues;
const perChildStep: WizardStep = {
  id: 'per-child',
  label: label('Schedule'),
  perChild: true,
  pages: (values) => values.children.length,
  validate: () => [],
  render: (page) => <ChildPage index={page} values={latestValues} />,
};

const reviewStep: WizardStep = {
  id: 'review',
  label: label('Review'),
  pages: () => 1,
  validate: () => [],
  render: () => <p data-testid="review-page">Review</p>,
};

const STEPS = [namesStep, perChildStep, reviewStep];
const context: StepContext = { region: 'US', today: '2026-03-10' };

let container: HTMLDivElement;
let root: Root;
let form: FormApi<EnquiryFormValues> | undefined;
let finished = 0;
let left = 0;

function Harness({ initial, onLeave }: { initial: EnquiryFormValues; onLeave?: () => void }) {
  const [position, setPosition] = useState<WizardPosition>({ step: 0, page: 0 });
  const [showErrors, setShowErrors] = useState(false);
  const step = STEPS[position.step];
  return (
    <Form<EnquiryFormValues>
      initialValues={initial}
      onSubmit={() => undefined}
      validate={(values) => (step ? toFormErrors(step.validate(values, position.page, context)) : {})}
      render={({ form: api, values }) => {
        form = api;
        latestValues = values;
        return (
          <Wizard
            steps={STEPS}
            position={position}
            onPositionChange={setPosition}
            showErrors={showErrors}
            onShowErrorsChange={setShowErrors}
            context={context}
            center={{ name: 'Maple Grove Lincoln Park' }}
            onFinish={() => (finished += 1)}
            onLeave={onLeave}
          />
        );
      }}
    />
  );
}

async function render(initial: EnquiryFormValues, onLeave?: () => void): Promise<ShadowRoot> {
  await act(async () => {
    root.render(
      <ShadowScope region="US">
        <Harness initial={initial} onLeave={onLeave} />
      </ShadowScope>,
    );
  });
  const host = container.querySelector('[data-testid="shadow-scope"]') as HTMLElement;
  await waitUntil(() => host.shadowRoot?.querySelector('[data-testid="wizard-page"]'), 'wizard never rendered');
  return host.shadowRoot as ShadowRoot;
}

const byTestId = (shadow: ShadowRoot, id: string) => shadow.querySelector<HTMLElement>(`[data-testid="${id}"]`);

/**
 * Waits in short act() scopes: React flushes the work a scope queued when it ends, so renders caused by answers
 * arriving (and focus the wizard moves) happen between checks, never outside act.
 */
async function settle(condition: () => unknown, message = 'condition never held', timeout = 5000) {
  const until = Date.now() + timeout;
  for (;;) {
    if (condition()) return;
    if (Date.now() > until) throw new Error(`Timeout: ${message}`);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 25));
    });
  }
}

async function click(shadow: ShadowRoot, id: string) {
  await act(async () => {
    byTestId(shadow, id)?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function twoChildren(): EnquiryFormValues {
  const values = initialValues({ businessId: 'b1', selectedCenter: { id: 'c1', name: 'Lincoln Park' } });
  values.children = [
    { ...emptyChild('a'), firstName: 'Ava' },
    { ...emptyChild('b'), firstName: 'Max' },
  ];
  return values;
}

describe('enquiry wizard', () => {
  const seen: Array<{ step: number; total: number }> = [];
  const record = (event: Event) => seen.push((event as CustomEvent<{ step: number; total: number }>).detail);

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    form = undefined;
    finished = 0;
    left = 0;
    seen.length = 0;
    document.addEventListener('cc-step-change', record);
  });
  afterEach(async () => {
    document.removeEventListener('cc-step-change', record);
    await act(async () => root.unmount());
    container.remove();
  });

  it('Next with errors stays, shows every error of the page and focuses the first field in error', async () => {
    const shadow = await render(twoChildren());
    expect(shadow.querySelectorAll('[data-field-error]')).to.have.length(0);
    await click(shadow, 'wizard-next');
    await settle(() => shadow.querySelectorAll('[data-field-error]').length === 2, 'errors never showed');
    expect(byTestId(shadow, 'wizard-page')?.dataset.step).to.equal('names');
    await settle(() => shadow.activeElement?.id === 'cc-field-firstName', 'the first field never got focus');

    // Fixing the first moves the focus to the next one still in error on the following try.
    await act(async () => form?.change('firstName', 'Ada'));
    await click(shadow, 'wizard-next');
    await settle(() => shadow.activeElement?.id === 'cc-field-lastName', 'focus did not move to last name');
    expect(seen).to.deep.equal([]);
  });

  it('a dynamic step shows one page per child with "Child n of m", then the next step; the last Next finishes', async () => {
    const values = twoChildren();
    values.firstName = 'Ada';
    values.lastName = 'Lovelace';
    const shadow = await render(values);
    await click(shadow, 'wizard-next');
    await settle(() => byTestId(shadow, 'child-page')?.textContent === 'Ava');
    expect(byTestId(shadow, 'wizard-page-of')?.textContent).to.equal('Child 1 of 2');
    await click(shadow, 'wizard-next');
    await settle(() => byTestId(shadow, 'child-page')?.textContent === 'Max');
    expect(byTestId(shadow, 'wizard-page-of')?.textContent).to.equal('Child 2 of 2');
    await click(shadow, 'wizard-next');
    await settle(() => byTestId(shadow, 'review-page'));
    expect(byTestId(shadow, 'wizard-submit')?.textContent).to.equal('Submit');
    expect(seen).to.deep.equal([
      { step: 2, total: 3 },
      { step: 3, total: 3 },
    ]);
    await click(shadow, 'wizard-submit');
    expect(finished).to.equal(1);

    // Back walks the pages in reverse: the last child's page first.
    await click(shadow, 'wizard-back');
    await settle(() => byTestId(shadow, 'child-page')?.textContent === 'Max');
  });

  it('Back on the first page leaves the form (the flow passes history.back), and shows no Back without a way out', async () => {
    let shadow = await render(twoChildren(), () => (left += 1));
    await click(shadow, 'wizard-back');
    expect(left).to.equal(1);
    await act(async () => root.unmount());
    root = createRoot(container);
    shadow = await render(twoChildren());
    expect(byTestId(shadow, 'wizard-back')).to.equal(null);
  });
});
