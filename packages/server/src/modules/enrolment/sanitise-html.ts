import { HTML_TEXT_POLICY, type FormDefinition, type FormField } from '@cc/core/forms';

// One DOMPurify over one window for the process: a centre's HtmlText is sanitised when its form is stored, and the
// widget sanitises again when it shows it (DOMPurify in the browser), so neither side trusts the other. jsdom takes
// half a second to load, so it loads with the first form stored, not with every server start.
type Purify = { sanitize(html: string, config: object): string };
let purifier: Promise<Purify> | undefined;
const purify = () =>
  (purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(
    ([dompurify, jsdom]) =>
      dompurify.default(new jsdom.JSDOM('').window as unknown as Window & typeof globalThis) as unknown as Purify,
  ));

export async function sanitiseHtml(html: string): Promise<string> {
  return (await purify()).sanitize(html, HTML_TEXT_POLICY);
}

const sanitiseFields = (fields: readonly FormField[]): Promise<FormField[]> =>
  Promise.all(
    fields.map(async (field) => ({
      ...field,
      ...(field.type === 'HtmlText' && field.text !== undefined && { text: await sanitiseHtml(field.text) }),
      ...(field.fields && { fields: await sanitiseFields(field.fields) }),
    })),
  );

/** The definition with every HtmlText's body sanitised. */
export async function sanitiseDefinition(definition: FormDefinition): Promise<FormDefinition> {
  return {
    ...definition,
    steps: await Promise.all(
      definition.steps.map(async (step) => ({
        ...step,
        sections: await Promise.all(
          step.sections.map(async (section) => ({ ...section, fields: await sanitiseFields(section.fields) })),
        ),
      })),
    ),
  };
}
