// The form shell over a toy two-step form: what every flow's form does around its steps, without any flow.
import { expect } from '@open-wc/testing';
import { act } from 'react';
import { object, string } from 'superstruct';
import type { FieldError } from '@cc/core';
import { createDraftStore } from '../draft/draftStore';
import { MemoryStorage } from '../draft/memoryStorage';
import { TextField } from '../fields';
import type { SubmitOutcome } from '../submit/submitResult';
import { byTestId, found, settle, shadowRenderer } from '../testing';
import type { StepContext, WizardStep } from '../wizard/step';
import { WizardForm } from './WizardForm';
import type { WizardFormProps, WizardFormStart } from './types';

interface Toy {
  name: string;
  city: string;
}
interface Answer {
  success: boolean;
  id: string;
  errors: FieldError[];
}

const label = (text: string) => ({ id: `test.${text}`, defaultMessage: text });
const required = (values: Toy, field: keyof Toy): FieldError[] =>
  values[field].trim() ? [] : [{ path: field, key: 'required' }];
const STEPS: WizardStep<Toy>[] = [
  {
    id: 'name',
    label: label('Name'),
    pages: () => 1,
    validate: (v) => required(v, 'name'),
    render: () => <TextField name="name" label="Name" />,
    pageOf: (path) => (path === 'name' ? 0 : undefined),
  },
  {
    id: 'city',
    label: label('City'),
    pages: () => 1,
    validate: (v) => required(v, 'city'),
    render: () => <TextField name="city" label="City" />,
    pageOf: (path) => (path === 'city' ? 0 : undefined),
  },
];
const context: StepContext = { region: 'US', today: '2026-11-23' };
const store = createDraftStore<Toy>({ flow: 'toy', values: object({ name: string(), city: string() }), version: 1 });
const KEY = 'cc-toy:draft:test';
const fresh = (): WizardFormStart<Toy> => ({
  values: { name: '', city: '' },
  position: { step: 0, page: 0 },
  idempotencyKey: 'key-00000001',
  restored: false,
});

const renderer = shadowRenderer();
let sent: Array<{ values: Toy; key: string }> = [];
let submitted: Answer[] = [];
let keys = 1;

function form(
  answer: (n: number) => SubmitOutcome<Answer>,
  extra: Partial<WizardFormProps<Toy, StepContext, Answer>> = {},
) {
  return (
    <WizardForm<Toy, StepContext, Answer>
      steps={STEPS}
      context={context}
      start={fresh()}
      freshValues={() => ({ name: '', city: '' })}
      newIdempotencyKey={() => `key-0000000${(keys += 1)}`}
      submit={async (values, key) => {
        sent.push({ values, key });
        return answer(sent.length);
      }}
      onSubmitted={(result) => submitted.push(result)}
      submitFailedTitle="Your toy could not be sent."
      center={{ name: 'Toy Centre' }}
      {...extra}
    />
  );
}

/** Types into a Shoelace input the way its own event reports it. */
async function type(shadow: ShadowRoot, name: string, text: string) {
  const input = await found<HTMLElement & { value: string }>(shadow, `cc-field-${name}`);
  await act(async () => {
    input.value = text;
    input.dispatchEvent(new Event('sl-input', { bubbles: true, composed: true }));
  });
}

async function click(shadow: ShadowRoot, id: string) {
  await act(async () => {
    (await found(shadow, id)).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

async function fillAndSubmit(shadow: ShadowRoot) {
  await type(shadow, 'name', 'Ada');
  await click(shadow, 'wizard-next');
  await settle(() => byTestId(shadow, 'wizard-page')?.dataset.step === 'city', 'never reached the city step');
  await type(shadow, 'city', 'Chicago');
  await click(shadow, 'wizard-submit');
}

describe('the form shell over a toy form', () => {
  const events: string[] = [];
  const record = (event: Event) => events.push(event.type);
  beforeEach(() => {
    sent = [];
    submitted = [];
    keys = 1;
    events.length = 0;
    document.addEventListener('cc-submitted', record);
    document.addEventListener('cc-error', record);
  });
  afterEach(async () => {
    document.removeEventListener('cc-submitted', record);
    document.removeEventListener('cc-error', record);
    await renderer.cleanup();
  });

  it('sends the values once with the idempotency key, reports cc-submitted and clears the draft', async () => {
    const storage = new MemoryStorage();
    const shadow = await renderer.render(
      form(() => ({ kind: 'success', result: { success: true, id: 'app-1', errors: [] } }), {
        drafts: { store, storage, draftKey: KEY },
      }),
    );
    await fillAndSubmit(shadow);
    await settle(() => submitted.length === 1, 'never submitted');
    expect(sent).to.deep.equal([{ values: { name: 'Ada', city: 'Chicago' }, key: 'key-00000001' }]);
    expect(events).to.deep.equal(['cc-submitted']);
    expect(storage.getItem(KEY)).to.equal(null);
  });

  it('routes a server error to its step and field, and the corrected retry gets a new key', async () => {
    const shadow = await renderer.render(
      form((n) =>
        n === 1
          ? { kind: 'invalid', errors: [{ path: 'name', key: 'person-name' }] }
          : { kind: 'success', result: { success: true, id: 'app-2', errors: [] } },
      ),
    );
    await fillAndSubmit(shadow);
    await settle(() => byTestId(shadow, 'wizard-page')?.dataset.step === 'name', 'the error did not go to its step');
    expect((await found(shadow, 'submit-alert')).textContent).to.contain('Please check the highlighted answers');
    await settle(() => shadow.activeElement?.id === 'cc-field-name', 'the field in error never got focus');
    await click(shadow, 'wizard-next');
    await click(shadow, 'wizard-submit');
    await settle(() => submitted.length === 1, 'the corrected form was never submitted');
    expect(sent.map((s) => s.key)).to.deep.equal(['key-00000001', 'key-00000002']);
  });

  it("a failure keeps everything typed, shows the flow's alert, reports cc-error, and retries with the same key", async () => {
    const shadow = await renderer.render(
      form((n) =>
        n === 1
          ? { kind: 'failed', messages: ['The network is down.'] }
          : { kind: 'success', result: { success: true, id: 'app-3', errors: [] } },
      ),
    );
    await fillAndSubmit(shadow);
    const alert = await found(shadow, 'submit-alert');
    expect(alert.textContent).to.contain('Your toy could not be sent.').and.contain('The network is down.');
    expect(events).to.deep.equal(['cc-error']);
    // Submit is at the bottom, the alert at the top: the alert takes the focus, so a phone shows it.
    await settle(
      () => shadow.activeElement === byTestId(shadow, 'submit-alert-anchor'),
      'the alert never took the focus from Submit',
    );
    await click(shadow, 'wizard-submit');
    await settle(() => submitted.length === 1, 'the retry was never sent');
    expect(sent.map((s) => s.key)).to.deep.equal(['key-00000001', 'key-00000001']);
    expect(sent[1]?.values).to.deep.equal({ name: 'Ada', city: 'Chicago' });
  });

  it('a failure without a server message says "Unable to process the request"', async () => {
    const shadow = await renderer.render(form(() => ({ kind: 'failed', messages: [] })));
    await fillAndSubmit(shadow);
    const alert = await found(shadow, 'submit-alert');
    expect(alert.textContent).to.contain('Unable to process the request');
  });

  it('a server error on a field no page shows names its place in the alert, and the alert takes the focus', async () => {
    const shadow = await renderer.render(
      form(() => ({ kind: 'invalid', errors: [{ path: 'hidden.cycleType', key: 'invalid' }] }), {
        describeErrorPlace: (path, values) => (path.startsWith('hidden.') ? `${values.name}, Toddler Room` : undefined),
      }),
    );
    await fillAndSubmit(shadow);
    const alert = await found(shadow, 'submit-alert');
    await settle(
      () => alert.textContent?.includes('Ada, Toddler Room: This value is not valid') === true,
      alert.textContent ?? '',
    );
    await settle(
      () => shadow.activeElement === byTestId(shadow, 'submit-alert-anchor'),
      'the alert never took the focus',
    );
  });

  it('asks before sending when the flow wants a confirmation, and sends nothing until it is given', async () => {
    const shadow = await renderer.render(
      form(() => ({ kind: 'success', result: { success: true, id: 'app-4', errors: [] } }), {
        renderConfirm: ({ open, onSubmit }) =>
          open ? (
            <button type="button" data-testid="toy-confirm" onClick={onSubmit}>
              Send it
            </button>
          ) : null,
      }),
    );
    await fillAndSubmit(shadow);
    await found(shadow, 'toy-confirm');
    expect(sent).to.have.length(0);
    await click(shadow, 'toy-confirm');
    await settle(() => submitted.length === 1, 'the confirmed form was never sent');
  });

  it('a restored draft says so, and Start over empties the form and forgets the draft', async () => {
    const storage = new MemoryStorage();
    store.save(storage, KEY, {
      version: 1,
      values: { name: 'Ada', city: '' },
      step: 1,
      page: 0,
      idempotencyKey: 'key-00000009',
    });
    const shadow = await renderer.render(
      form(() => ({ kind: 'failed', messages: [] }), {
        start: {
          values: { name: 'Ada', city: '' },
          position: { step: 1, page: 0 },
          idempotencyKey: 'key-00000009',
          restored: true,
        },
        drafts: { store, storage, draftKey: KEY },
      }),
    );
    expect((await found(shadow, 'draft-restored')).textContent).to.contain('We restored what you entered earlier.');
    expect(byTestId(shadow, 'wizard-page')?.dataset.step).to.equal('city');
    await click(shadow, 'start-over');
    await settle(
      () => byTestId(shadow, 'wizard-page')?.dataset.step === 'name',
      'Start over did not go back to the start',
    );
    expect(byTestId(shadow, 'draft-restored')).to.equal(null);
    expect(storage.getItem(KEY)).to.equal(null);
  });

  it('a flow check can block the last step and veto the send', async () => {
    let allow = false;
    const shadow = await renderer.render(
      form(() => ({ kind: 'success', result: { success: true, id: 'app-5', errors: [] } }), {
        useExtras: () => ({ beforeSubmit: async () => allow }),
      }),
    );
    await fillAndSubmit(shadow);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).to.have.length(0);
    allow = true;
    await click(shadow, 'wizard-submit');
    await settle(() => submitted.length === 1, 'the allowed send never happened');
  });
});
