import { expect } from '@open-wc/testing';
import { act, useState } from 'react';
import { Form, useField } from 'react-final-form';
import type { Decorator, FormApi } from 'final-form';
import { shadowRenderer } from '../testing';
import { keepFieldsRegistered } from './keepFieldsRegistered';

interface Values {
  firstName: string;
  email: string;
}

const INITIAL: Values = { firstName: '', email: '' };
const KEEP: Decorator<Values>[] = [keepFieldsRegistered];

function Input({ name }: { name: keyof Values }) {
  const { input } = useField<string>(name);
  return <input data-name={name} value={input.value} onChange={(event) => input.onChange(event.target.value)} />;
}

const renderer = shadowRenderer();
let scope: ShadowRoot;
let form: FormApi<Values> | undefined;
let showPage: (page: 0 | 1) => void = () => undefined;

/** Two wizard pages: the first holds firstName, the second email; only one is mounted at a time. */
function Wizard() {
  const [page, setPage] = useState<0 | 1>(0);
  showPage = setPage;
  return page === 0 ? <Input name="firstName" /> : <Input name="email" />;
}

async function render(decorators?: Decorator<Values>[]) {
  scope = await renderer.render(
    <Form<Values>
      onSubmit={() => undefined}
      initialValues={INITIAL}
      decorators={decorators}
      render={({ form: api }) => {
        form = api;
        return <Wizard />;
      }}
    />,
  );
}

async function go(page: 0 | 1) {
  await act(async () => showPage(page));
}

describe('keepFieldsRegistered', () => {
  afterEach(async () => {
    await renderer.cleanup();
    form = undefined;
  });

  it('keeps what was typed on a page the wizard left and came back to', async () => {
    await render(KEEP);
    await act(async () => form?.change('firstName', 'Dana'));
    await act(async () => form?.blur('firstName'));
    await go(1);
    await act(async () => form?.change('email', 'dana@example.com'));
    await go(0);
    expect(form?.getState().values).to.deep.equal({ firstName: 'Dana', email: 'dana@example.com' });
    expect((scope.querySelector('[data-name="firstName"]') as HTMLInputElement).value).to.equal('Dana');
    expect(form?.getFieldState('firstName')?.touched).to.equal(true);
    await go(1);
    expect((scope.querySelector('[data-name="email"]') as HTMLInputElement).value).to.equal('dana@example.com');
  });

  it('is needed: without it react-final-form puts a remounted field back to the initial value', async () => {
    await render();
    await act(async () => form?.change('firstName', 'Dana'));
    await go(1);
    await go(0);
    // When this starts to fail, react-final-form no longer resets remounted fields and the decorator can go.
    expect(form?.getState().values.firstName).to.equal('');
  });
});
