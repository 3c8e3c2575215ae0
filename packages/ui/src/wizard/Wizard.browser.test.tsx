// A two-step wizard (plus one page per child) over a toy form: what every flow's wizard does, without any flow.
import { expect } from '@open-wc/testing';
import { act, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { TextField } from '../fields';
import { toFormErrors } from '../form/errors';
import { renderInShadow, settle, type Rendered } from '../testing';
import { Wizard } from './Wizard';
import type { StepContext, WizardPosition, WizardStep } from './step';

interface ToyValues {
  firstName: string;
  lastName: string;
  children: Array<{ firstName: string }>;
}

const label = (text: string) => ({ id: `test.${text}`, defaultMessage: text });

const namesStep: WizardStep<ToyValues> = {
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

function ChildPage({ index, values }: { index: number; values: ToyValues }) {
  return <p data-testid="child-page">{values.children[index]?.firstName ?? ''}</p>;
}

let latestValues: ToyValues;
const perChildStep: WizardStep<ToyValues> = {
  id: 'per-child',
  label: label('Schedule'),
  perChild: true,
  pages: (values) => values.children.length,
  validate: () => [],
  render: (page) => <ChildPage index={page} values={latestValues} />,
};

const reviewStep: WizardStep<ToyValues> = {
  id: 'review',
  label: label('Review'),
  pages: () => 1,
  validate: () => [],
  render: () => <p data-testid="review-page">Review</p>,
};

const STEPS = [namesStep, perChildStep, reviewStep];
const context: StepContext = { region: 'US', today: '2026-03-10' };

let rendered: Rendered | undefined;
let form: FormApi<ToyValues> | undefined;
let finished = 0;
let left = 0;

function Harness({ initial, onLeave }: { initial: ToyValues; onLeave?: () => void }) {
  const [position, setPosition] = useState<WizardPosition>({ step: 0, page: 0 });
  const [showErrors, setShowErrors] = useState(false);
  const step = STEPS[position.step];
  return (
    <Form<ToyValues>
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

async function render(initial: ToyValues, onLeave?: () => void): Promise<ShadowRoot> {
  await rendered?.unmount();
  rendered = await renderInShadow(<Harness initial={initial} onLeave={onLeave} />, { waitFor: 'wizard-page' });
  return rendered.shadow;
}

const byTestId = (shadow: ShadowRoot, id: string) => shadow.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function click(shadow: ShadowRoot, id: string) {
  await act(async () => {
    byTestId(shadow, id)?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function twoChildren(): ToyValues {
  return { firstName: '', lastName: '', children: [{ firstName: 'Ava' }, { firstName: 'Max' }] };
}

describe('wizard over a toy form', () => {
  type StepChange = { step: number; total: number; position: string; from: string };
  const seen: StepChange[] = [];
  const record = (event: Event) => seen.push((event as CustomEvent<StepChange>).detail);

  beforeEach(() => {
    form = undefined;
    finished = 0;
    left = 0;
    seen.length = 0;
    document.addEventListener('cc-step-change', record);
  });
  afterEach(async () => {
    document.removeEventListener('cc-step-change', record);
    await rendered?.unmount();
    rendered = undefined;
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
      { step: 2, total: 3, position: '2.1', from: '1.1' },
      { step: 2, total: 3, position: '2.2', from: '2.1' },
      { step: 3, total: 3, position: '3.1', from: '2.2' },
    ]);
    await click(shadow, 'wizard-submit');
    expect(finished).to.equal(1);

    // Back walks the pages in reverse: the last child's page first.
    await click(shadow, 'wizard-back');
    await settle(() => byTestId(shadow, 'child-page')?.textContent === 'Max');
  });

  it('Back on the first page leaves the form (the flow says where to), and shows no Back without a way out', async () => {
    let shadow = await render(twoChildren(), () => (left += 1));
    await click(shadow, 'wizard-back');
    expect(left).to.equal(1);
    shadow = await render(twoChildren());
    expect(byTestId(shadow, 'wizard-back')).to.equal(null);
  });

  it("follows the host page's `step` attribute (its Back, Forward and reload), never past a page that stops Next", async () => {
    const values = twoChildren();
    values.firstName = 'Ada';
    values.lastName = 'Lovelace';
    const shadow = await render(values);
    const host = shadow.host as HTMLElement;
    const setStep = async (token: string) => {
      await act(async () => {
        host.setAttribute('step', token);
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    };
    await setStep('2.2');
    await settle(() => byTestId(shadow, 'child-page')?.textContent === 'Max', 'Forward did not reach the second child');
    // The page came by the host page's history: the change is told like any other, for the host to mirror.
    expect(seen.at(-1)).to.deep.equal({ step: 2, total: 3, position: '2.2', from: '1.1' });
    await settle(() => shadow.activeElement === byTestId(shadow, 'wizard-page'), 'the new page never took the focus');
    await setStep('1.1');
    await settle(() => byTestId(shadow, 'wizard-page')?.dataset.step === 'names', 'Back did not return to names');

    // With a required name emptied, Forward to the review stops on the page that asks for it.
    await act(async () => form?.change('lastName', ''));
    await setStep('3.1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(byTestId(shadow, 'wizard-page')?.dataset.step).to.equal('names');
    await act(async () => form?.change('lastName', 'Lovelace'));
    await setStep('3');
    await settle(() => byTestId(shadow, 'review-page'), 'Forward never reached the review');
    expect(finished).to.equal(0);
  });
});
