// `npm run codegen:phone`: writes packages/core/src/phone/phone-metadata.generated.ts (see phone-metadata.source.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  renderPhoneMetadata,
  servedMetadata,
  type MinMetadata,
} from '../packages/core/src/phone/phone-metadata.source';

const require = createRequire(fileURLToPath(new URL('../packages/core/package.json', import.meta.url)));
const full = JSON.parse(readFileSync(require.resolve('libphonenumber-js/metadata.min.json'), 'utf8')) as MinMetadata;
const target = fileURLToPath(new URL('../packages/core/src/phone/phone-metadata.generated.ts', import.meta.url));
writeFileSync(target, renderPhoneMetadata(servedMetadata(full)));
console.log(`wrote ${target}`);
