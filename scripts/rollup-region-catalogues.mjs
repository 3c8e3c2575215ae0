// A region's catalogue (src/lang/en-CA.json, en-AU.json) holds every message id, so a missing wording is caught
// by the catalogue test. The widgets' US wording is already in the code (each message's defaultMessage), so a
// bundle carries only the entries where the region's wording differs from en-US: the same messages at runtime,
// for a fraction of the bytes. With `compile` (the production build) each entry is shipped compiled (formatjs's
// message AST), so the browser never parses ICU syntax and the bundle leaves the parser out (rollup.config.mjs);
// component tests keep the text, as Storybook does.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';

const CATALOGUE = /[\\/]src[\\/]lang[\\/]en-[A-Z]{2}\.json$/;

/** { id: text } -> { id: AST }, as react-intl's IntlProvider takes precompiled messages. */
export const compileCatalogue = (messages) =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

export function regionCatalogues({ compile = false } = {}) {
  return {
    name: 'cc-region-catalogues',
    transform(code, id) {
      // Other JSON (the list of flows) is imported as it is.
      if (id.endsWith('.json') && !CATALOGUE.test(id))
        return { code: `export default ${code};`, map: { mappings: '' } };
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code);
      const us = id.endsWith('en-US.json') ? {} : JSON.parse(readFileSync(join(dirname(id), 'en-US.json'), 'utf8'));
      const differing = Object.fromEntries(Object.entries(messages).filter(([key, text]) => us[key] !== text));
      return {
        code: `export default ${JSON.stringify(compile ? compileCatalogue(differing) : differing)};`,
        map: { mappings: '' },
      };
    },
  };
}
