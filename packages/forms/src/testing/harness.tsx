// The component tests' form: one step of a centre's form in a final-form <Form> validated by @cc/core's
// formValueErrors (as the wizard validates a step), with the wizard's switch for showing errors, and the ways a family
// types and clicks. Assertions compare text, ids and booleans: a failing one holding a DOM node cannot be sent back
// by the test runner.
import { sendKeys } from '@web/test-runner-commands';
import { act } from 'react';
import type { Decorator, FormApi } from 'final-form';
import { Form, useForm } from 'react-final-form';
import { formValueErrors, type FormDefinition, type FormField, type FormSection } from '@cc/core/forms';
import { ShowErrorsContext, fieldId, keepFieldsRegistered, toFormErrors } from '@cc/ui';
import { UI_CATALOGUES, mergeCatalogues } from '@cc/ui/i18n';
import { byTestId, found, shadowRenderer, tick } from '@cc/ui/testing';
import { FORMS_CATALOGUES } from '../catalogue';
import { FormRendererContext, type FormRendererOptions } from '../context';
import { FormStepPage } from '../FormStepPage';

export type Values = Record<string, unknown>;

export const TODAY = '2026-06-01';
// As the offer merges them: the renderer's wording, then @cc/ui's regional wording of the rules on top.
export const renderer = shadowRenderer({ messages: mergeCatalogues(FORMS_CATALOGUES, UI_CATALOGUES) });
const DECORATORS = [keepFieldsRegistered as Decorator<Values>];
let api: FormApi<Values> | undefined;

export const field = (
  name: string,
  type: FormField['type'],
  label: string,
  extra: Partial<FormField> = {},
): FormField => ({
  name,
  type,
  label,
  isMandatory: false,
  size: 'mid',
  ...extra,
});
export const sectionOf = (fields: FormField[], extra: Partial<FormSection> = {}): FormSection => ({
  id: 'details',
  title: 'Details',
  fields,
  ...extra,
});
export const formOf = (...sections: FormSection[]): FormDefinition => ({
  version: 1,
  labels: {},
  infoBanner: false,
  steps: [{ id: 'main', title: 'About you', sections }],
});

export interface RenderOptions extends Partial<Omit<FormRendererOptions, 'definition'>> {
  values?: Values;
  showErrors?: boolean;
}

export async function renderStep(definition: FormDefinition, options: RenderOptions = {}): Promise<ShadowRoot> {
  const { values = {}, showErrors = false, ...rest } = options;
  const renderOptions: FormRendererOptions = { definition, region: 'US', today: TODAY, mode: 'edit', ...rest };
  const rules = { region: renderOptions.region, today: TODAY };
  const shadow = await renderer.render(
    <FormRendererContext.Provider value={renderOptions}>
      <Form<Values>
        onSubmit={() => undefined}
        initialValues={values}
        decorators={DECORATORS}
        validate={(v) => toFormErrors(formValueErrors(definition, v, rules), v)}
        render={({ form }) => {
          api = form;
          return (
            <ShowErrorsContext.Provider value={showErrors}>
              <FormStepPage step={definition.steps[0]!} />
            </ShowErrorsContext.Provider>
          );
        }}
      />
    </FormRendererContext.Provider>,
    { region: renderOptions.region },
  );
  await found(shadow, `form-step-${definition.steps[0]!.id}`);
  await settled(shadow);
  return shadow;
}

/** Shoelace elements finish rendering after React. */
export const settled = (shadow: ShadowRoot) =>
  Promise.all(
    [...shadow.querySelectorAll('sl-input, sl-checkbox, sl-radio-group, sl-radio, sl-button')].map(
      (el) => (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete,
    ),
  );

/** The element drawn for a path (by its test id), or null. */
export const el = <T extends HTMLElement = HTMLElement>(shadow: ShadowRoot, path: string) =>
  byTestId<T>(shadow, fieldId(path)) as T;
/** Whether the field of a path is drawn. */
export const drawn = (shadow: ShadowRoot, path: string) => el(shadow, path) !== null;
/** The error text shown for a path, or null. */
export const errorText = (shadow: ShadowRoot, path: string) =>
  shadow.getElementById(`${fieldId(path)}-error`)?.textContent ?? null;
/** The form's answers now. */
export const values = () => api!.getState().values;
/** Inside another form (the kit's wizard): makes it the one values() and formApi() read. */
export function CaptureForm() {
  api = useForm<Values>();
  return null;
}

/** The form of the last render, to change answers from outside as a test sets them up. */
export const formApi = () => api!;

/** Types as the family does, into a Shoelace input's own input or a native one, then leaves it. */
export async function type(shadow: ShadowRoot, path: string, text: string) {
  const host = await found(shadow, fieldId(path));
  const input = host.localName === 'sl-input' ? host.shadowRoot!.querySelector('input')! : host;
  await act(async () => input.focus());
  await act(async () => sendKeys({ type: text }));
  await act(async () => input.blur());
  await tick();
}

export async function click(element: Element | null | undefined) {
  await act(async () => (element as HTMLElement).click());
  await tick();
}
