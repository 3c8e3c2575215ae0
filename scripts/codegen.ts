// `npm run codegen`: writes the merged schema and every generated type file (see scripts/codegen/generate.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateFiles, ROOT } from './codegen/generate';

for (const [path, content] of await generateFiles()) {
  mkdirSync(dirname(join(ROOT, path)), { recursive: true });
  writeFileSync(join(ROOT, path), content);
  console.log(`wrote ${path}`);
}
