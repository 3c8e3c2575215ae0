import type { FormDefinition, FormField } from '@cc/core/forms';

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

/** Text and simple formatting only: no scripts, styles, forms, frames or event handlers; links open safely. */
const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span'],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
};

export async function sanitiseHtml(html: string): Promise<string> {
  return (await purify()).sanitize(html, ALLOWED);
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
