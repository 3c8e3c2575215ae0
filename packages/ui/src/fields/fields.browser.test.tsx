import { assert, expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { act } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ShowErrorsContext } from '../form/ShowErrorsContext';
import { found, settle, shadowRenderer, tick } from '../testing';
import { CheckboxField } from './CheckboxField';
import { DateField } from '../date-input/DateField';
import { PhoneField } from './PhoneField';
import { YesNoField } from './RadioGroupField';
import { TextField } from './TextField';

interface Values {
  firstName?: string;
  dateOfBirth?: string;
  phone?: { number?: string; type?: string };
  subsidy?: boolean;
  consent?: boolean;
}

type Errors = Record<string, unknown>;

const renderer = shadowRenderer();
let form: FormApi<Values> | undefined;

async function render(options: { validate?: (v: Values) => Errors; showErrors?: boolean; initial?: Values } = {}) {
  const shadow = await renderer.render(
    <ShowErrorsContext.Provider value={options.showErrors ?? false}>
      <Form<Values>
        onSubmit={() => ({ firstName: 'duplicate-email' })}
        validate={options.validate}
        initialValues={options.initial ?? {}}
        render={({ form: api }) => {
          form = api;
          return (
            <div>
              <TextField name="firstName" label="First name" required />
              <DateField
                name="dateOfBirth"
                label="Date of birth"
                region="AU"
                min="2000-01-01"
                max="2026-01-01"
                required
              />
              <PhoneField name="phone" required />
              <YesNoField name="subsidy" label="Do you receive a subsidy?" required />
              <CheckboxField name="consent" label="I agree" required />
            </div>
          );
        }}
      />
    </ShowErrorsContext.Provider>,
  );
  await found(shadow, 'cc-field-firstName');
  await Promise.all(
    [...shadow.querySelectorAll('sl-input, sl-select, sl-radio-group, sl-checkbox')].map(
      (el) => (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
    ),
  );
  return shadow;
}

const byId = <T extends Element = HTMLElement>(shadow: ShadowRoot, id: string) =>
  shadow.querySelector<T>(`[data-testid="${id}"]`) as T;
const inner = (host: Element, selector: string) => host.shadowRoot?.querySelector(selector) as HTMLElement;

describe('bound fields', () => {
  beforeEach(() => {
    form = undefined;
  });
  afterEach(async () => {
    await renderer.cleanup();
  });

  it('TextField writes what is typed into the form value', async () => {
    const shadow = await render();
    await act(async () => inner(byId(shadow, 'cc-field-firstName'), 'input').focus());
    await act(async () => sendKeys({ type: 'Ada' }));
    expect(form?.getState().values.firstName).to.equal('Ada');
  });

  it('shows an error only once the field was touched, and marks the inner input invalid and described', async () => {
    const shadow = await render({ validate: (v) => (v.firstName ? {} : { firstName: 'required' }) });
    const field = byId(shadow, 'cc-field-firstName');
    expect(shadow.querySelector('[data-field-error]')).to.equal(null);
    await act(async () => {
      inner(field, 'input').focus();
      inner(field, 'input').blur();
    });
    await tick();
    const error = field.querySelector('[data-field-error]');
    expect(error?.textContent).to.equal('Required');
    expect(error?.closest('[slot="help-text"]')).to.not.equal(null);
    await settle(() => inner(field, 'input').getAttribute('aria-invalid') === 'true', 'inner input not invalid');
    expect(inner(field, 'input').getAttribute('aria-describedby')).to.equal('help-text');

    await act(async () => inner(field, 'input').focus());
    await act(async () => sendKeys({ type: 'A' }));
    await tick();
    expect(field.querySelector('[data-field-error]')).to.equal(null);
    await settle(() => !inner(field, 'input').hasAttribute('aria-invalid'), 'inner input still invalid');
  });

  it('shows every error without touching when the wizard switched explicit errors on', async () => {
    const shadow = await render({
      showErrors: true,
      validate: () => ({
        firstName: 'required',
        dateOfBirth: 'date-of-birth-in-future',
        phone: { number: 'phone-invalid', type: 'phone-type-required' },
        subsidy: 'required',
        consent: 'required',
      }),
    });
    const keys = [...shadow.querySelectorAll('[data-field-error]')].map((e) => e.getAttribute('data-field-error'));
    expect(keys).to.deep.equal([
      'required',
      'date-of-birth-in-future',
      'phone-invalid',
      'phone-type-required',
      'required',
      'required',
    ]);
    expect(shadow.textContent).to.contain('Please enter a valid phone number');
    expect(shadow.textContent).to.contain('Select a type.');
    expect(shadow.textContent).to.contain('The date of birth cannot be in the future.');
  });

  it('DateField is typed in the region order (AU: day first) and keeps YYYY-MM-DD, with its error described', async () => {
    const shadow = await render({
      showErrors: true,
      validate: (v) => (v.dateOfBirth ? {} : { dateOfBirth: 'required' }),
    });
    const input = byId<HTMLInputElement>(shadow, 'cc-field-dateOfBirth');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = (input.getAttribute('aria-describedby') as string).split(' ');
    expect(describedBy.map((id) => shadow.getElementById(id)?.textContent)).to.deep.equal([
      'Required',
      'Type it as DD-MM-YYYY.',
    ]);
    expect((shadow.querySelector(`label[for="${input.id}"]`) as HTMLElement).textContent).to.equal('Date of birth');

    await act(async () => input.focus());
    await act(async () => sendKeys({ type: '29/2/2024' }));
    expect(input.value).to.equal('29-02-2024');
    expect(form?.getState().values.dateOfBirth).to.equal('2024-02-29');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);

    // The calendar is one button away, named for the field, and offers the field's bounds.
    const calendar = byId<HTMLButtonElement>(shadow, 'cc-field-dateOfBirth-calendar');
    expect(calendar.getAttribute('aria-label')).to.equal('Choose Date of birth from a calendar');
    const picker = shadow.querySelector<HTMLInputElement>('.cc-date-input__picker') as HTMLInputElement;
    expect([picker.type, picker.min, picker.max, picker.value]).to.deep.equal([
      'date',
      '2000-01-01',
      '2026-01-01',
      '2024-02-29',
    ]);
    // A date set from outside (a restored draft) shows in the region order.
    await act(async () => form?.change('dateOfBirth', '2021-03-07'));
    expect(input.value).to.equal('07-03-2021');
  });

  it('PhoneField holds the number and its type', async () => {
    const shadow = await render();
    await act(async () => inner(byId(shadow, 'cc-field-phone-number'), 'input').focus());
    await act(async () => sendKeys({ type: '2025550123' }));
    const select = byId<HTMLSelectElement>(shadow, 'cc-field-phone-type');
    const options = [...select.options].map((o) => o.textContent);
    expect(options).to.deep.equal(['', 'Mobile', 'Home', 'Work']);
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, 'Work');
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(form?.getState().values.phone).to.deep.equal({ number: '2025550123', type: 'Work' });
    expect([...select.options].map((o) => o.textContent)).to.deep.equal(['Mobile', 'Home', 'Work']);
    expect((shadow.querySelector(`label[for="${select.id}"]`) as HTMLElement).textContent).to.equal('Phone type');
  });

  it('YesNoField stores booleans, and No is an answer', async () => {
    const shadow = await render();
    await act(async () => byId(shadow, 'cc-field-subsidy-1').click());
    await tick();
    expect(form?.getState().values.subsidy).to.equal(false);
    await act(async () => byId(shadow, 'cc-field-subsidy-0').click());
    await tick();
    expect(form?.getState().values.subsidy).to.equal(true);
  });

  it('CheckboxField toggles a boolean', async () => {
    const shadow = await render();
    await act(async () => inner(byId(shadow, 'cc-field-consent'), 'input').click());
    await tick();
    expect(form?.getState().values.consent).to.equal(true);
  });

  it('shows a server (submit) error until the value changes', async () => {
    const shadow = await render({ initial: { firstName: 'Ada' } });
    await act(async () => {
      await form?.submit();
    });
    const field = byId(shadow, 'cc-field-firstName');
    expect(field.querySelector('[data-field-error]')?.textContent).to.equal('This email address is already in use');
    await act(async () => inner(field, 'input').focus());
    await act(async () => sendKeys({ type: 'x' }));
    await tick();
    expect(field.querySelector('[data-field-error]')).to.equal(null);
  });

  it('shows a focus ring of at least 3:1 against white on text and date inputs, also with an error showing', async () => {
    const shadow = await render({
      showErrors: true,
      validate: () => ({ firstName: 'required', dateOfBirth: 'required' }),
    });
    const text = (await found(shadow, 'cc-field-firstName')) as HTMLElement & { updateComplete: Promise<unknown> };
    await act(async () => inner(text, 'input').focus());
    await text.updateComplete;
    const base = text.shadowRoot!.querySelector<HTMLElement>('[part~="base"]')!;
    // Shoelace fades the ring in; read it once it is drawn.
    const drawn = (element: Element) => / [1-9]\d*px$/.test(getComputedStyle(element).boxShadow.trim());
    await settle(() => drawn(base), `no ring on the text input: ${getComputedStyle(base).boxShadow}`);
    expect(contrastWithWhite(ringColour(getComputedStyle(base).boxShadow))).to.be.at.least(3);
    const date = (await found(shadow, 'cc-field-dateOfBirth')) as HTMLInputElement;
    await act(async () => date.focus());
    await settle(() => drawn(date), `no ring on the date input: ${getComputedStyle(date).boxShadow}`);
    expect(contrastWithWhite(ringColour(getComputedStyle(date).boxShadow))).to.be.at.least(3);
  });

  it('passes axe with errors showing', async () => {
    const shadow = await render({
      showErrors: true,
      validate: () => ({ firstName: 'required', dateOfBirth: 'required', phone: { number: 'phone-invalid' } }),
    });
    await assert.isAccessible(shadow.host as HTMLElement);
  });
});

/** The colour of a `box-shadow: <colour> 0px 0px 0px 3px` ring as drawn over white, as [r, g, b]. */
function ringColour(shadow: string): [number, number, number] {
  const colour = /^(?:[a-z-]+\([^)]*\)|#[0-9a-f]+|[a-z]+)/i.exec(shadow.trim())?.[0];
  if (!colour || !/ [1-9]\d*px$/.test(shadow.trim())) throw new Error(`no ring in "${shadow}"`);
  // The browser turns any colour syntax (oklab, color-mix results) into pixels: paint one over white and read it.
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** WCAG contrast of a colour against white. */
function contrastWithWhite([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return 1.05 / (luminance + 0.05);
}
