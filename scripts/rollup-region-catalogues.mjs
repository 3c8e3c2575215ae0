// A region's catalogue (src/lang/en-CA.json, en-AU.json) holds every message id, so a missing wording is caught
// by the catalogue test. The widgets' US wording is already in the code (each message's defaultMessage), so a
// bundle carries only the entries where the region's wording differs from en-US: the same messages at runtime,
// for a fraction of the bytes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const CATALOGUE = /[\\/]src[\\/]lang[\\/]en-[A-Z]{2}\.json$/;

export function regionCatalogues() {
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
      return { code: `export default ${JSON.stringify(differing)};`, map: { mappings: '' } };
    },
  };
}
